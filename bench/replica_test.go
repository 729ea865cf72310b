package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"

	"amparo/internal/realserver"
	"amparo/store"
)

// TestReplicaLoad is make bench-replica (issue 26): the real binary on a copy of the bench's year-sized home
// (load_seed_test.go), first without a replica and then replicating to a real S3-compatible server
// (versitygw on this machine), each taking new vital signs of random residents at a constant 500 writes/s.
// With the replica on, GET /admin/replica is read every 100 ms during the writes: its lag (the age of the
// oldest transaction Litestream has read from the log and not yet shipped) gives the lag's p99. Then the
// server idles until the replica is up to date and its memory has settled, and is read; it stops, and the home is restored
// from the replica into a new folder, timed.
//
// Settings: AMPARO_BENCH_REPLICA=1 runs it (with VERSITYGW, the gateway's path); AMPARO_BENCH_REPLICA_DURATION
// (20s) of writes per run; AMPARO_BENCH_REPLICA_RATE (500) writes per second.
func TestReplicaLoad(t *testing.T) {
	if os.Getenv("AMPARO_BENCH_REPLICA") != "1" {
		t.Skip("make bench-replica runs it (AMPARO_BENCH_REPLICA=1)")
	}
	duration := envDuration(t, "AMPARO_BENCH_REPLICA_DURATION", 20*time.Second)
	perSecond := envInt(t, "AMPARO_BENCH_REPLICA_RATE", 500)
	gw := realserver.StartGateway(t)
	gw.Env(t)
	bin := realserver.Build(t)
	dbPath, home, _ := cachedHome(t, bin)
	info, err := os.Stat(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("Home: %s (%.0f MiB): %s\n", dbPath, float64(info.Size())/(1<<20), describeHome(home))

	plain := writeRunOn(t, bin, dbPath, home, nil, duration, perSecond)
	replicated := writeRunOn(t, bin, dbPath, home, gw, duration, perSecond)

	began := time.Now()
	restored := gw.Restore(t, bin, "residencia-bench")
	restore := time.Since(began)
	restoredInfo, err := os.Stat(restored)
	if err != nil {
		t.Fatal(err)
	}

	lagP99 := percentile(replicated.lags, 0.99)
	writesGoal := float64(plain.metrics.Latencies.P99) * 1.2
	var out strings.Builder
	fmt.Fprintf(&out, "\n## Replica (issue 26): %d writes/s for %s, year-sized home\n\n", perSecond, duration)
	fmt.Fprintln(&out, "| Measure | Without replica | With replica | Goal | |")
	fmt.Fprintln(&out, "|---|---|---|---|---|")
	fmt.Fprintf(&out, "| writes sent / answered 2xx | %s / %s | %s / %s | all 2xx | %s |\n",
		thousands(int(plain.metrics.Requests)), thousands(plain.ok()), thousands(int(replicated.metrics.Requests)),
		thousands(replicated.ok()), verdict(plain.ok() == int(plain.metrics.Requests) && replicated.ok() == int(replicated.metrics.Requests)))
	fmt.Fprintf(&out, "| writes' throughput | %s/s | %s/s | %d/s | %s |\n", rate(plain.metrics.Throughput),
		rate(replicated.metrics.Throughput), perSecond, verdict(replicated.metrics.Throughput >= 0.95*float64(perSecond)))
	fmt.Fprintf(&out, "| writes' p50 / p99 | %s / %s | %s / %s | p99 <= %s (+20%%) | %s |\n", ms(plain.metrics.Latencies.P50),
		ms(plain.metrics.Latencies.P99), ms(replicated.metrics.Latencies.P50), ms(replicated.metrics.Latencies.P99),
		ms(time.Duration(writesGoal)), verdict(float64(replicated.metrics.Latencies.P99) <= writesGoal))
	fmt.Fprintf(&out, "| replication lag p50 / p99 / max (%d samples) | | %.2f s / %.2f s / %.2f s | p99 <= 1 s | %s |\n",
		len(replicated.lags), percentile(replicated.lags, 0.5), lagP99, slices.Max(replicated.lags), verdict(lagP99 <= 1))
	fmt.Fprintf(&out, "| caught up after the writes | | %.1f s | | |\n", replicated.caughtUp.Seconds())
	fmt.Fprintf(&out, "| idle RSS after the writes | %.1f MiB | %.1f MiB | <= 60 MB with the replica | %s |\n",
		plain.idleRSS, replicated.idleRSS, verdict(replicated.idleRSS*(1<<20) <= 60e6))
	fmt.Fprintf(&out, "| restore from the replica into a new folder | | %.1f s (%.0f MiB) | <= 60 s | %s |\n",
		restore.Seconds(), float64(restoredInfo.Size())/(1<<20), verdict(restore <= time.Minute))
	fmt.Print(out.String())
}

// replicaRun is one run of writes on a fresh copy of the home.
type replicaRun struct {
	metrics  vegeta.Metrics
	lags     []float64 // seconds, sampled every 100 ms while writing (with a replica)
	caughtUp time.Duration
	idleRSS  float64
}

func (r replicaRun) ok() int {
	n := 0
	for code, count := range r.metrics.StatusCodes {
		if strings.HasPrefix(code, "2") {
			n += count
		}
	}
	return n
}

// writeRunOn starts the server on a fresh copy of the home (replicating to gw when not nil), waits until it
// is quiet (and the replica holds the whole home), then sends new vital signs at rate for duration.
func writeRunOn(t *testing.T, bin, dbPath string, home loadHome, gw *realserver.Gateway, duration time.Duration, rate int) replicaRun {
	t.Helper()
	data := filepath.Join(t.TempDir(), "data")
	realserver.CopyDatabase(t, dbPath, data)
	ht, err := readHomeTargets(context.Background(), filepath.Join(data, store.DBFile), home, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	var srv *realserver.Server
	if gw != nil {
		srv = gw.Serve(t, bin, data, "residencia-bench")
	} else {
		srv = realserver.Start(t, bin, data)
	}
	defer srv.Stop(t)
	waitForBackup(t, filepath.Join(data, "copias"), 10*time.Minute)
	waitQuiet(t, srv, 5*time.Minute)
	admin := srv.Signin(t, adminStaff.username, staffPassword)
	nurse := srv.Signin(t, nurseStaff.username, staffPassword)
	if gw != nil {
		waitReplicaCaughtUp(t, srv, admin, 5*time.Minute)
	}

	var run replicaRun
	stopSampling := make(chan struct{})
	var sampling sync.WaitGroup
	if gw != nil {
		sampling.Go(func() {
			tick := time.NewTicker(100 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stopSampling:
					return
				case <-tick.C:
					run.lags = append(run.lags, replicaLag(t, srv, admin))
				}
			}
		})
	}
	a := vegeta.NewAttacker(vegeta.Workers(10), vegeta.MaxWorkers(200), vegeta.Connections(200), vegeta.Timeout(30*time.Second),
		vegeta.KeepAlive(true))
	for res := range a.Attack(targeter(srv.Base, nurse, always(ht.newVitals)), vegeta.ConstantPacer{Freq: rate, Per: time.Second},
		duration, "vital signs") {
		res.Body = nil
		run.metrics.Add(res)
	}
	run.metrics.Close()
	close(stopSampling)
	sampling.Wait()
	name := "without replica"
	if gw != nil {
		name = "with replica"
		began := time.Now()
		waitReplicaCaughtUp(t, srv, admin, 5*time.Minute)
		run.caughtUp = time.Since(began)
	}
	run.idleRSS = settledRSS(t, srv)
	t.Logf("%s: %.1f writes/s, p50 %s p99 %s, codes %v, idle RSS %.1f MiB", name, run.metrics.Throughput,
		ms(run.metrics.Latencies.P50), ms(run.metrics.Latencies.P99), run.metrics.StatusCodes, run.idleRSS)
	return run
}

// settledRSS is the server's memory once it idles: Go gives freed memory back to the system gradually, so it
// is read every 5 s until it has not gone down by 1 MiB for 30 s (at most 3 minutes).
func settledRSS(t *testing.T, srv *realserver.Server) float64 {
	t.Helper()
	lowest, since, began := srv.RSSMiB(t), time.Now(), time.Now()
	for time.Since(since) < 30*time.Second && time.Since(began) < 3*time.Minute {
		time.Sleep(5 * time.Second)
		if now := srv.RSSMiB(t); now < lowest-1 {
			lowest, since = now, time.Now()
		} else {
			lowest = min(lowest, now)
		}
	}
	return lowest
}

func replicaLag(t *testing.T, srv *realserver.Server, token string) float64 {
	var st struct {
		LagSeconds float64 `json:"lagSeconds"`
		Error      string  `json:"error"`
	}
	srv.GetJSON(t, "/api/admin/replica", token, &st)
	if st.Error != "" {
		t.Errorf("replica error: %s", st.Error)
	}
	return st.LagSeconds
}

func waitReplicaCaughtUp(t *testing.T, srv *realserver.Server, token string, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		var st struct {
			LastShippedAt *time.Time `json:"lastShippedAt"`
			LagSeconds    float64    `json:"lagSeconds"`
		}
		srv.GetJSON(t, "/api/admin/replica", token, &st)
		if st.LastShippedAt != nil && st.LagSeconds == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the replica did not catch up within %s", limit)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// percentile of xs (0 < p <= 1), nearest rank.
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(float64(len(s))*p+0.999999) - 1
	return s[min(max(i, 0), len(s)-1)]
}
