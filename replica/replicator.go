package replica

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
)

// How often the database's write-ahead log is read for new transactions, and how long a failing replica
// waits at most before it tries again: a store that was away for a minute is caught up soon after.
const (
	walPollEvery = 100 * time.Millisecond
	retryAtMost  = 10 * time.Second
	// headEvery: the replica's signed audit head is renewed at most this often, when something was shipped.
	headEvery = 10 * time.Second
	// checkpointPages: Litestream checkpoints the log into the database file once it holds this many pages (32 MB),
	// and no writer may commit while it does (the store leaves checkpoints to it: store.Options.ReplicaCheckpoints).
	// Litestream's default, 1,000 pages, checkpointed several times a second at 500 writes/s, and writes waited
	// seconds in the queue: on the bench's 1 GB home, 1,000 pages gave 350 writes/s, 3,000 gave 464/s and 8,000
	// gave all 500/s (make bench-replica).
	checkpointPages = 8000
)

// levels are how Litestream compacts what it shipped: every transaction stays for 5 minutes (L0), then
// one file per 30 s, 5 min and hour; a point-in-time restore is as fine as what is left at that age.
var levels = litestream.CompactionLevels{
	{Level: 0},
	{Level: 1, Interval: 30 * time.Second},
	{Level: 2, Interval: 5 * time.Minute},
	{Level: 3, Interval: time.Hour},
}

// Status is what /admin shows of the replica (GET /admin/replica, DESIGN 17).
type Status struct {
	Enabled       bool       `json:"enabled"`
	URL           string     `json:"url"`
	LastShippedAt *time.Time `json:"lastShippedAt"`
	LagSeconds    float64    `json:"lagSeconds"`
	Error         string     `json:"error"`
}

// Replicator ships the database's transactions to the target while the server runs.
type Replicator struct {
	target  Target
	db      *litestream.DB
	replica *litestream.Replica
	store   *litestream.Store
	log     *slog.Logger
	now     func() time.Time
	stop    context.CancelFunc
	done    chan struct{}
	// auditHead reads the audit chain's signed head (JSON); headObject keeps it in the replica.
	auditHead  func(context.Context) ([]byte, error)
	headObject *headObject
	headTxID   uint64 // what was shipped when the head was last put
	headSentAt time.Time
	headErr    string

	mu          sync.Mutex
	lastShipped time.Time
	lastErr     string
	// seen is when each local transaction was first seen, oldest first, until it is shipped: the lag is
	// the age of the oldest one not yet on the replica.
	seen []seenTx
}

type seenTx struct {
	txid uint64
	at   time.Time
}

// Start begins replicating the database at dbPath, and keeps the audit chain's signed head, as auditHead
// reads it, beside it in the replica. The caller must close it after its own connections to the database
// (Litestream's rule: its last sync needs them gone).
func Start(ctx context.Context, dbPath string, t Target, auditHead func(context.Context) ([]byte, error), log *slog.Logger) (*Replicator, error) {
	client, err := newClient(ctx, t)
	if err != nil {
		return nil, err
	}
	heads, err := newHeadObject(ctx, t)
	if err != nil {
		return nil, err
	}
	client.SetLogger(log)
	db := litestream.NewDB(dbPath)
	db.MonitorInterval = walPollEvery
	db.MinCheckpointPageN = 16000 // EXPERIMENT
	db.SetLogger(log.With("part", "réplica"))
	r := &Replicator{target: t, db: db, log: log, now: time.Now, done: make(chan struct{}), auditHead: auditHead, headObject: heads}
	r.replica = litestream.NewReplicaWithClient(db, client)
	r.replica.MonitorEnabled = false // shipped by run, which keeps the state /admin shows
	db.Replica = r.replica
	r.store = litestream.NewStore([]*litestream.DB{db}, levels)
	r.store.Logger = log.With("part", "réplica")
	if err := r.store.Open(ctx); err != nil {
		return nil, fmt.Errorf("réplica: %w", err)
	}
	loop, stop := context.WithCancel(context.Background())
	r.stop = stop
	go r.run(loop)
	return r, nil
}

// run ships what the database has committed as soon as Litestream has read it from the log, and at
// least every second; after a failure it waits 1, 2, 4... seconds, at most retryAtMost.
func (r *Replicator) run(ctx context.Context) {
	defer close(r.done)
	wait := time.Duration(0)
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		notify := r.db.Notify()
		err := r.shipOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			wait = min(max(2*wait, time.Second), retryAtMost)
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
			continue
		}
		wait = 0
		select {
		case <-ctx.Done():
			return
		case <-notify:
		case <-tick.C:
		}
	}
}

// shipOnce uploads what is new and notes the state; when the audit head is due, it is read before the
// log is read and put after the shipment, so the replica always holds the row its head names.
func (r *Replicator) shipOnce(ctx context.Context) error {
	r.noteLocal()
	before := r.replica.Pos().TXID
	head := r.dueAuditHead(ctx)
	err := r.replica.Sync(ctx)
	if err != nil && err.Error() == "no position, waiting for data" { // Litestream's errReplicaWaitForData: nothing to ship yet
		err = nil
	}
	if err := r.noteShipment(ctx, uint64(before), err); err != nil {
		return err
	}
	if head != nil {
		r.putAuditHead(ctx, head, uint64(r.replica.Pos().TXID))
	}
	return nil
}

// noteShipment records the outcome of a sync: its error, or what is now on the replica.
func (r *Replicator) noteShipment(ctx context.Context, before uint64, err error) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		if ctx.Err() == nil {
			if r.lastErr == "" {
				r.log.Error("la réplica no recibe los cambios", "err", err)
			}
			r.lastErr = err.Error()
		}
		return err
	}
	if r.lastErr != "" {
		r.log.Info("la réplica vuelve a recibir los cambios")
	}
	r.lastErr = ""
	shipped := uint64(r.replica.Pos().TXID)
	if shipped > before {
		r.lastShipped = r.now()
	}
	for len(r.seen) > 0 && r.seen[0].txid <= shipped {
		r.seen = r.seen[1:]
	}
	return nil
}

// dueAuditHead reads the audit head when the replica's is older than headEvery and something was shipped
// since, then has Litestream read the log up to now (what the head names is committed, so in it).
func (r *Replicator) dueAuditHead(ctx context.Context) []byte {
	r.mu.Lock()
	due := r.auditHead != nil && uint64(r.replica.Pos().TXID) > r.headTxID && r.now().Sub(r.headSentAt) >= headEvery
	r.mu.Unlock()
	if !due {
		return nil
	}
	head, err := r.auditHead(ctx)
	if err == nil {
		err = r.db.Sync(ctx)
	}
	if err != nil {
		r.noteHeadErr(err)
		return nil
	}
	return head
}

// putAuditHead puts the head in the replica, which holds transaction shipped and before.
func (r *Replicator) putAuditHead(ctx context.Context, head []byte, shipped uint64) {
	err := r.headObject.put(ctx, head)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.headSentAt = r.now() // a failure waits headEvery too
	if err != nil {
		r.noteHeadErrLocked(err)
		return
	}
	r.headTxID, r.headErr = shipped, ""
}

func (r *Replicator) noteHeadErr(err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.headSentAt = r.now()
	r.noteHeadErrLocked(err)
}

func (r *Replicator) noteHeadErrLocked(err error) {
	if r.headErr == "" {
		r.log.Error("réplica: la cabeza firmada del registro de auditoría no se guarda", "err", err)
	}
	r.headErr = err.Error()
}

// noteLocal records when a new local transaction was first seen.
func (r *Replicator) noteLocal() {
	pos, err := r.db.Pos()
	if err != nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if n := len(r.seen); (n == 0 || r.seen[n-1].txid < uint64(pos.TXID)) && uint64(pos.TXID) > uint64(r.replica.Pos().TXID) {
		r.seen = append(r.seen, seenTx{txid: uint64(pos.TXID), at: r.now()})
	}
}

// Status is the replica's state now: what Litestream has read from the log is compared with what was
// shipped (both known in memory).
func (r *Replicator) Status() Status {
	r.noteLocal()
	r.mu.Lock()
	defer r.mu.Unlock()
	s := Status{Enabled: true, URL: r.target.URL, Error: r.lastErr}
	if s.Error == "" && r.headErr != "" {
		s.Error = "la cabeza firmada del registro de auditoría no se guarda en la réplica: " + r.headErr
	}
	if !r.lastShipped.IsZero() {
		at := r.lastShipped
		s.LastShippedAt = &at
	}
	if len(r.seen) > 0 {
		s.LagSeconds = r.now().Sub(r.seen[0].at).Seconds()
	}
	return s
}

// Close ships what is left and stops. Call it after the application's own connections are closed.
func (r *Replicator) Close(ctx context.Context) error {
	r.stop()
	<-r.done
	return r.store.Close(ctx)
}
