// Package replica ships every committed transaction of the home's database to an S3-compatible store
// with Litestream, in this process (DESIGN section 17), and brings it back with Restore.
package replica

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"

	"github.com/benbjohnson/litestream/s3"
)

// Target is where the replica lives: s3://bucket/prefix, and for any S3-compatible store other than AWS
// (a group's MinIO) its endpoint. Credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, the
// region from AWS_REGION (default us-east-1).
type Target struct {
	URL      string
	Endpoint string
}

// parse checks the URL and endpoint and says what is wrong in Spanish.
func (t Target) parse() (bucket, prefix string, err error) {
	u, err := url.Parse(t.URL)
	if err != nil || u.Scheme != "s3" || u.Host == "" {
		return "", "", fmt.Errorf("--replica-url %q: indica s3://cubo/prefijo", t.URL)
	}
	prefix = strings.Trim(u.Path, "/")
	if prefix == "" {
		return "", "", fmt.Errorf("--replica-url %q: falta el prefijo (una carpeta por residencia, p. ej. s3://cubo/residencia-sol)", t.URL)
	}
	if t.Endpoint != "" {
		e, err := url.Parse(t.Endpoint)
		if err != nil || (e.Scheme != "http" && e.Scheme != "https") || e.Host == "" {
			return "", "", fmt.Errorf("--replica-endpoint %q: indica http://servidor:puerto o https://servidor", t.Endpoint)
		}
	}
	return u.Host, prefix, nil
}

// newClient is Litestream's S3 client for the target, initialised.
func newClient(ctx context.Context, t Target) (*s3.ReplicaClient, error) {
	bucket, prefix, err := t.parse()
	if err != nil {
		return nil, err
	}
	c := s3.NewReplicaClient()
	c.Bucket, c.Path = bucket, prefix
	c.Region = os.Getenv("AWS_REGION")
	if c.Region == "" {
		c.Region = "us-east-1"
	}
	c.AccessKeyID, c.SecretAccessKey = os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY")
	if t.Endpoint != "" {
		c.Endpoint = t.Endpoint
		c.ForcePathStyle = true // MinIO and the like serve buckets as paths
	}
	if err := initWithoutCABundle(ctx, c); err != nil {
		return nil, fmt.Errorf("réplica: %w", err)
	}
	return c, nil
}

// caBundleMu serialises the moment AWS_CA_BUNDLE is out of the environment.
var caBundleMu sync.Mutex

// initWithoutCABundle initialises the client with AWS_CA_BUNDLE out of the environment. Litestream gives
// the AWS SDK an HTTP client of its own, and the SDK cannot add a CA bundle to it: with the variable set,
// every start would fail with "unable to add custom RootCAs". The bundle is honoured for https
// endpoints by trustCABundle instead, which adds it to the roots Go trusts.
func initWithoutCABundle(ctx context.Context, c *s3.ReplicaClient) error {
	caBundleMu.Lock()
	defer caBundleMu.Unlock()
	if bundle, ok := os.LookupEnv("AWS_CA_BUNDLE"); ok {
		os.Unsetenv("AWS_CA_BUNDLE")
		defer os.Setenv("AWS_CA_BUNDLE", bundle)
	}
	return c.Init(ctx)
}

// TrustCABundle makes Go's certificate roots include the AWS_CA_BUNDLE file, so an https endpoint
// signed by the home's own authority is trusted, as the AWS SDK would do. It must run before this
// process makes its first https request: Go reads its roots once, from SSL_CERT_FILE and the folders
// in SSL_CERT_DIR; the bundle's folder is added to those. Nothing is done without the variable.
func TrustCABundle() error {
	bundle := os.Getenv("AWS_CA_BUNDLE")
	if bundle == "" {
		return nil
	}
	pem, err := os.ReadFile(bundle)
	if err != nil {
		return fmt.Errorf("AWS_CA_BUNDLE: %w", err)
	}
	if !strings.Contains(string(pem), "-----BEGIN CERTIFICATE-----") {
		return errors.New("AWS_CA_BUNDLE: el archivo no contiene certificados PEM")
	}
	dir, err := os.MkdirTemp("", "amparo-ca-")
	if err != nil {
		return err
	}
	if err := os.WriteFile(dir+"/aws-ca-bundle.pem", pem, 0o644); err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	dirs := os.Getenv("SSL_CERT_DIR")
	if dirs == "" {
		dirs = "/etc/ssl/certs:/etc/pki/tls/certs" // Go's own defaults on Linux, kept
	}
	if err := os.Setenv("SSL_CERT_DIR", dirs+":"+dir); err != nil {
		return err
	}
	_, err = x509.SystemCertPool() // Go reads its roots now, once, so the folder can go
	return err
}
