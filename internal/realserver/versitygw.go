package realserver

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"amparo/store"
)

// The S3-compatible server the replica tests and benchmarks replicate to: versitygw with its posix
// backend in a temporary folder (make installs it; VERSITYGW says where).
const (
	GatewayAccessKey = "amparo-test"
	GatewaySecretKey = "amparo-test-secret"
	GatewayBucket    = "amparo"
)

// Gateway is a running versitygw with one bucket, GatewayBucket.
type Gateway struct {
	bin, root, addr string
	cmd             *exec.Cmd
	// certFile and keyFile, when set, make it answer https with a certificate of its own authority.
	certFile, keyFile string
}

// StartGateway starts versitygw, or skips the test when VERSITYGW is not set. It is stopped at cleanup.
func StartGateway(tb testing.TB) *Gateway {
	tb.Helper()
	return startGateway(tb, false)
}

// StartTLSGateway is StartGateway answering https, with a self-signed certificate for 127.0.0.1 that only
// CAFile trusts (a home's own certificate authority).
func StartTLSGateway(tb testing.TB) *Gateway {
	tb.Helper()
	return startGateway(tb, true)
}

func startGateway(tb testing.TB, https bool) *Gateway {
	tb.Helper()
	bin := os.Getenv("VERSITYGW")
	if bin == "" {
		tb.Skip("necesita versitygw: indica VERSITYGW=<ruta> (make test-replication, make bench-replica)")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	g := &Gateway{bin: bin, root: tb.TempDir(), addr: l.Addr().String()}
	l.Close()
	if err := os.Mkdir(filepath.Join(g.root, GatewayBucket), 0o700); err != nil {
		tb.Fatal(err)
	}
	if https {
		g.certFile, g.keyFile = selfSignedCert(tb)
	}
	g.Start(tb)
	tb.Cleanup(g.Stop)
	return g
}

// Start (again, after Stop) serves the same folder on the same address.
func (g *Gateway) Start(tb testing.TB) {
	tb.Helper()
	args := []string{"--access", GatewayAccessKey, "--secret", GatewaySecretKey, "--port", g.addr}
	if g.certFile != "" {
		args = append(args, "--cert", g.certFile, "--key", g.keyFile)
	}
	g.cmd = exec.Command(g.bin, append(args, "posix", g.root)...)
	if err := g.cmd.Start(); err != nil {
		tb.Fatalf("versitygw: %v", err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		if c, err := net.Dial("tcp", g.addr); err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			tb.Fatal("versitygw did not listen within 15 s")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Stop kills it: to the replica, the store is gone.
func (g *Gateway) Stop() {
	if g.cmd != nil && g.cmd.Process != nil {
		_ = g.cmd.Process.Signal(syscall.SIGKILL)
		_ = g.cmd.Wait()
		g.cmd = nil
	}
}

// Endpoint is the --replica-endpoint to reach it.
func (g *Gateway) Endpoint() string {
	if g.certFile != "" {
		return "https://" + g.addr
	}
	return "http://" + g.addr
}

// CAFile is the certificate an https gateway answers with (its own authority), for AWS_CA_BUNDLE.
func (g *Gateway) CAFile() string { return g.certFile }

// URL is the --replica-url of a home's prefix in the bucket.
func (g *Gateway) URL(prefix string) string { return "s3://" + GatewayBucket + "/" + prefix }

// Env sets the gateway's credentials for the amparo processes the test starts, and a CA bundle as these
// machines (and many homes' PCs) set it, which must not make an http endpoint fail.
func (g *Gateway) Env(t *testing.T) {
	t.Setenv("AWS_ACCESS_KEY_ID", GatewayAccessKey)
	t.Setenv("AWS_SECRET_ACCESS_KEY", GatewaySecretKey)
	t.Setenv("AWS_REGION", "")
	switch {
	case g.certFile != "":
		t.Setenv("AWS_CA_BUNDLE", g.certFile)
	case os.Getenv("AWS_CA_BUNDLE") == "":
		t.Setenv("AWS_CA_BUNDLE", "/etc/ssl/certs/ca-certificates.crt")
	}
}

// Serve starts amparo serve on data, replicating to prefix.
func (g *Gateway) Serve(tb testing.TB, bin, data, prefix string, args ...string) *Server {
	tb.Helper()
	return Start(tb, bin, data, append([]string{"--replica-url", g.URL(prefix), "--replica-endpoint", g.Endpoint()}, args...)...)
}

// Restore runs `amparo restore --from-replica` into a new folder and returns the database's path.
func (g *Gateway) Restore(tb testing.TB, bin, prefix string, extra ...string) string {
	tb.Helper()
	data := filepath.Join(tb.TempDir(), "restaurada")
	args := append([]string{"restore", "--from-replica", g.URL(prefix), "--replica-endpoint", g.Endpoint(), "--data", data}, extra...)
	if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		tb.Fatalf("amparo %v: %v\n%s", args, err, out)
	}
	return filepath.Join(data, store.DBFile)
}

// selfSignedCert writes a certificate for 127.0.0.1, valid for a day, and its key, in PEM.
func selfSignedCert(tb testing.TB) (certFile, keyFile string) {
	tb.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		tb.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "MinIO del grupo (prueba)"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		tb.Fatal(err)
	}
	keyDER, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		tb.Fatal(err)
	}
	dir := tb.TempDir()
	certFile, keyFile = filepath.Join(dir, "ca.pem"), filepath.Join(dir, "key.pem")
	if err := os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600); err != nil {
		tb.Fatal(err)
	}
	return certFile, keyFile
}
