package bench

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"
)

// loadReport is what make bench-load prints: the home, the server, a table of the calls with issue 24's
// goals, and the memory goals.
type loadReport struct {
	home                   loadHome
	cached                 bool
	seedLine               string
	duration               time.Duration
	connections            int
	startup, backup, quiet time.Duration
	idleRSS, startPeak     float64
	runs                   []loadRun
	writes                 []*writeRun
	slotsToGive            int
	dosesPerCall           int
}

func verdict(ok bool) string {
	if ok {
		return "PASS"
	}
	return "**FAIL**"
}

func (r loadReport) String() string {
	var out strings.Builder
	load, _ := os.ReadFile("/proc/loadavg")
	loadavg := strings.Join(strings.Fields(string(load))[:3], " ")
	fmt.Fprintf(&out, "\n## make bench-load (issue 24)\n\n")
	fmt.Fprintf(&out, "Home: %s. The database: %s.\n\n", describeHome(r.home), r.seedLine)
	fmt.Fprintf(&out, "Server: the binary restarted on a copy of it, started in %d ms; its start-up backup took %.1f s and its first "+
		"periodic checks %.1f s more (both waited for, not measured); then, idle, RSS %.1f MiB (%.0f MiB at most during the "+
		"start-up backup).\n\n", r.startup.Milliseconds(), r.backup.Seconds(), r.quiet.Seconds(), r.idleRSS, r.startPeak)
	fmt.Fprintf(&out, "Load: each call %s at %d connections, every request of it asking for something else; alongside each "+
		"read call but health, writes at a steady pace (%s); %s slots of the round in progress (since the seed) could be "+
		"given, each once. vegeta v12 as a library on the same machine, %d CPUs, load average %s.\n\n",
		r.duration, r.connections, r.writePaces(), thousands(r.slotsToGive), runtime.NumCPU(), loadavg)

	var health float64
	for _, run := range r.runs {
		if run.call.name == "GET /api/health" {
			health = run.metrics.Throughput
		}
	}
	fmt.Fprintf(&out, "| call | conns | req/s | vs health | p50 | p95 | p99 | bytes/answer | status codes | peak RSS | server CPU | goal | verdict |\n")
	fmt.Fprintf(&out, "|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---|\n")
	loadRSS, allRSS := 0.0, 0.0
	for _, run := range r.runs {
		allRSS = max(allRSS, run.peakRSS)
		m := run.metrics
		share, goal, ok := "–", "yardstick", true
		if run.call.conns == r.connections && health > 0 {
			share = fmt.Sprintf("%.1f%%", 100*m.Throughput/health)
			loadRSS = max(loadRSS, run.peakRSS)
		}
		p99, p95, all2xx := m.Latencies.P99, m.Latencies.P95, only2xx(m.StatusCodes)
		switch run.call.goal {
		case goalList:
			goal, ok = "≥ 25% of health, p99 ≤ 50 ms", m.Throughput >= 0.25*health && p99 <= 50*time.Millisecond && all2xx
		case goalShift:
			goal, ok = "p99 ≤ 100 ms", p99 <= 100*time.Millisecond && all2xx
		case goalHome:
			goal, ok = "p99 ≤ 200 ms", p99 <= 200*time.Millisecond && all2xx
		case goalPDF:
			goal, ok = "p95 ≤ 1 s at 1 conn (issue 16)", p95 <= time.Second && all2xx
		case goalIndicatorsMonth:
			goal, ok = "p95 ≤ 50 ms at 1 conn (issue 28)", p95 <= 50*time.Millisecond && all2xx
		case goalIndicatorsYear:
			goal, ok = "p95 ≤ 300 ms at 1 conn (issue 28)", p95 <= 300*time.Millisecond && all2xx
		case goalDowntime:
			goal, ok = "p95 ≤ 5 s at 1 conn (issue 29)", p95 <= 5*time.Second && all2xx
		case goalTransfer:
			goal, ok = "p95 ≤ 500 ms at 1 conn (issue 29)", p95 <= 500*time.Millisecond && all2xx
		}
		v := verdict(ok)
		if run.call.goal == "" {
			v = "–"
		}
		fmt.Fprintf(&out, "| %s | %d | %s | %s | %s | %s | %s | %s | %s | %.0f MiB | %.2f | %s | %s |\n", run.call.name,
			run.call.conns, rate(m.Throughput), share, ms(m.Latencies.P50), ms(p95), ms(p99), kib(int(m.BytesIn.Mean)),
			codes(m.StatusCodes), run.peakRSS, run.cpu, goal, v)
	}
	for _, w := range r.writes {
		m := &w.metrics
		if m.Requests == 0 {
			continue
		}
		m.Close()
		perSecond := 0.0
		if w.time > 0 {
			perSecond = float64(m.Requests) * m.Success / w.time.Seconds()
		}
		ok := only2xx(m.StatusCodes) && m.Latencies.P99 <= 100*time.Millisecond
		fmt.Fprintf(&out, "| %s | – | %s | – | %s | %s | %s | %s | %s | %.0f MiB | – | 2xx only, p99 ≤ 100 ms | %s |\n", w.name,
			rate(perSecond), ms(m.Latencies.P50), ms(m.Latencies.P95), ms(m.Latencies.P99), kib(int(m.BytesIn.Mean)),
			codes(m.StatusCodes), w.peakRSS, verdict(ok))
	}

	fmt.Fprintf(&out, "\n- %s: RSS under load ≤ 150 MB (peak %.0f MiB over the calls at %d connections, writes alongside; "+
		"the whole run's, the PDF included: %.0f MiB)\n", verdict(loadRSS <= 150), loadRSS, r.connections, allRSS)
	fmt.Fprintf(&out, "- %s: idle RSS ≤ 40 MB, the binary restarted on the seeded home (%.1f MiB once quiet, before any sign-in)\n",
		verdict(r.idleRSS <= 40), r.idleRSS)

	fmt.Fprintf(&out, "\nOne answer of each call, before the load:\n\n")
	for _, run := range r.runs {
		fmt.Fprintf(&out, "- %s: %s\n", run.call.name, run.call.answer)
	}
	for _, w := range r.writes {
		for _, e := range w.metrics.Errors {
			fmt.Fprintf(&out, "- %s: error %s\n", w.name, e)
		}
	}
	for _, run := range r.runs {
		for _, e := range run.metrics.Errors {
			fmt.Fprintf(&out, "- %s: error %s\n", run.call.name, e)
		}
	}
	fmt.Fprintf(&out, "\nreq/s is vegeta's throughput (answers that succeeded per second, the wait for the last ones included); "+
		"for the writes, those sent over every read call's time. bytes/answer is what came over the wire, asked for gzip "+
		"and left compressed. Every goal also needs every answer 2xx. Peak RSS is the server's most resident memory during "+
		"the call, counted from what it held when the call began (memory an earlier call took and the Go runtime has not "+
		"given back counts in it); 150 MB and 40 MB are read as MiB. Server CPU is the server process's processor time over "+
		"the call, in cores. The Kardexes were prescribed at the seed (the binary has no fixed clock): the round owes no slot "+
		"before it, so a past day's /mar lists the year's seeded doses from the administrations, not from the schedule's "+
		"slots (the same rows, given or held).\n")
	return out.String()
}

// writePaces says how fast each write went.
func (r loadReport) writePaces() string {
	if len(r.writes) == 0 {
		return "none"
	}
	names := make([]string, len(r.writes))
	for i, w := range r.writes {
		names[i] = w.name
	}
	return strings.Join(names, "; ")
}
