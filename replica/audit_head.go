package replica

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"
)

// AuditHeadObject is the name, under the replica's prefix, of the audit chain's signed head (DESIGN 17):
// the replica records how far the chain went, so a tail cut on the mini-PC shows against it.
const AuditHeadObject = "audit.head"

// headObject reads and writes the replica's audit head. It is the AWS SDK's own client with its own HTTP
// client, so AWS_CA_BUNDLE is honoured by the SDK as usual.
type headObject struct {
	client      *s3.Client
	bucket, key string
}

func newHeadObject(ctx context.Context, t Target) (*headObject, error) {
	bucket, prefix, err := t.parse()
	if err != nil {
		return nil, err
	}
	region := os.Getenv("AWS_REGION")
	if region == "" {
		region = "us-east-1"
	}
	opts := []func(*config.LoadOptions) error{config.WithRegion(region)}
	if id, secret := os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"); id != "" && secret != "" {
		opts = append(opts, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider(id, secret, "")))
	}
	cfg, err := config.LoadDefaultConfig(ctx, opts...)
	if err != nil {
		return nil, fmt.Errorf("réplica: %w", err)
	}
	client := s3.NewFromConfig(cfg, func(o *s3.Options) {
		if t.Endpoint != "" { // MinIO and the like: buckets as paths, no chunked checksums (as Litestream does)
			o.BaseEndpoint = aws.String(t.Endpoint)
			o.UsePathStyle = true
			o.RequestChecksumCalculation = aws.RequestChecksumCalculationWhenRequired
			o.ResponseChecksumValidation = aws.ResponseChecksumValidationWhenRequired
		}
	})
	return &headObject{client: client, bucket: bucket, key: prefix + "/" + AuditHeadObject}, nil
}

func (h *headObject) put(ctx context.Context, body []byte) error {
	_, err := h.client.PutObject(ctx, &s3.PutObjectInput{Bucket: &h.bucket, Key: &h.key,
		Body: bytes.NewReader(body), ContentLength: aws.Int64(int64(len(body)))})
	return err
}

// get answers the head the replica holds, or nil when it holds none.
func (h *headObject) get(ctx context.Context) ([]byte, error) {
	out, err := h.client.GetObject(ctx, &s3.GetObjectInput{Bucket: &h.bucket, Key: &h.key})
	var missing *types.NoSuchKey
	if errors.As(err, &missing) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer out.Body.Close()
	return io.ReadAll(io.LimitReader(out.Body, 64<<10))
}

// AuditHead reads the signed audit head the replica holds (nil when it holds none), for restore and
// `amparo audit verify --replica-url`.
func AuditHead(ctx context.Context, t Target) ([]byte, error) {
	h, err := newHeadObject(ctx, t)
	if err != nil {
		return nil, err
	}
	body, err := h.get(ctx)
	if err != nil {
		return nil, fmt.Errorf("réplica %s: leer la cabeza firmada del registro de auditoría: %w", t.URL, err)
	}
	return body, nil
}
