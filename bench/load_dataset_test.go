package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	migrations "amparo/sql"
	"amparo/store"
)

// loadDatasetEnv names a database file to use (and seed if missing) instead of the cached group's.
const loadDatasetEnv = "AMPARO_BENCH_LOAD_DB"

// homeLoadSize is a home of 1,000 active residents, where issue 16 sets the all-residents PDF's goal: the
// group's dataset (store.DefaultLoadSize) scaled down, records and medications in proportion. SeedLoad
// archives one resident in 25, so it is asked for 1,041 to leave 1,000 active.
var homeLoadSize = store.LoadSize{Residents: 1_041, Records: 20_820, Medications: 104, Years: 5}

// loadDataset answers the path of a seeded copy of a home of the given size and what it holds. It is seeded
// once into os.TempDir()/amparo-bench-load-s<schema>-v<seed version>-<day>-r<residents>-c<records>-m<medications>-y<years>.db
// (or the file override names, when not empty), with a .json beside it describing it; later runs of the
// same day reuse it. A new day seeds again, because the doses of the last 24 hours and the records of the
// day are what the round and the handover read.
func loadDataset(t *testing.T, size store.LoadSize, override string) (string, store.LoadDataset) {
	t.Helper()
	path := override
	if path == "" {
		today := fmt.Sprintf("amparo-bench-load-s%d-v%d-%s", schemaVersion(t), store.LoadSeedVersion,
			time.Now().Format("20060102"))
		path = filepath.Join(os.TempDir(), today+fmt.Sprintf("-r%d-c%d-m%d-y%d.db", size.Residents, size.Records,
			size.Medications, size.Years))
		removeOldDatasets(filepath.Join(os.TempDir(), today))
	}
	if info, err := readDatasetInfo(path); err == nil {
		if info.Size != size {
			t.Fatalf("%s holds a home of %+v, not of %+v", path, info.Size, size)
		}
		fmt.Printf("Dataset: %s (seeded %s)\n", path, info.SeededAt.Local().Format(time.DateTime))
		return path, info
	}
	seeding := path + ".seeding"
	for _, suffix := range []string{"", "-wal", "-shm"} {
		os.Remove(seeding + suffix)
	}
	ctx := context.Background()
	start := time.Now()
	st, err := store.Open(ctx, seeding, store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	info, err := st.SeedLoad(ctx, size)
	if closeErr := st.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		t.Fatalf("seed the load dataset: %v", err)
	}
	took := time.Since(start)
	if _, err := os.Stat(seeding + "-wal"); err == nil {
		t.Fatalf("the seeded database %s still has a write-ahead log after closing", seeding)
	}
	os.Remove(seeding + "-shm")
	raw, err := json.MarshalIndent(info, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(seeding, path); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path+".json", raw, 0o600); err != nil {
		t.Fatal(err)
	}
	stat, _ := os.Stat(path)
	fmt.Printf("Dataset seeded in %.1f s: %s (%.0f MiB)\n", took.Seconds(), path, float64(stat.Size())/(1<<20))
	return path, info
}

func readDatasetInfo(path string) (store.LoadDataset, error) {
	var info store.LoadDataset
	if _, err := os.Stat(path); err != nil {
		return info, err
	}
	raw, err := os.ReadFile(path + ".json")
	if err != nil {
		return info, err
	}
	return info, json.Unmarshal(raw, &info)
}

// removeOldDatasets deletes the cached datasets beside keepPrefix that do not start with it: those of other
// days, seed versions and schemas (today's of every size stay).
func removeOldDatasets(keepPrefix string) {
	old, _ := filepath.Glob(filepath.Join(filepath.Dir(keepPrefix), "amparo-bench-load-*"))
	for _, f := range old {
		if !strings.HasPrefix(f, keepPrefix) {
			os.Remove(f)
		}
	}
}

// schemaVersion is the number of the newest migration.
func schemaVersion(t *testing.T) int {
	t.Helper()
	files, err := fs.Glob(migrations.FS, "*.sql")
	if err != nil {
		t.Fatal(err)
	}
	newest := 0
	for _, f := range files {
		if n, err := strconv.Atoi(strings.SplitN(f, "_", 2)[0]); err == nil {
			newest = max(newest, n)
		}
	}
	return newest
}
