# Amparo: `make run` to try it, `make test` to check everything. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := build

ADDR ?= :8080
DATA ?= ./data

GO_SOURCES := $(shell find . -name '*.go' -not -path './ui/*') $(wildcard sql/*.sql) go.mod go.sum
UI_SOURCES := $(shell find ui/src ui/public -type f 2>/dev/null) ui/index.html ui/vite.config.ts \
              ui/tsconfig.json ui/tsconfig.app.json ui/tsconfig.node.json ui/package.json
UI_DEPS    := ui/node_modules/.package-lock.json

.PHONY: run build ui test test-go test-ui test-bundle test-durability test-replication fuzz e2e chromium bench bench-load bench-replica dev lint clean

## run: build everything and serve http://localhost:8080 with demo data
run: build
	./bin/amparo serve --addr $(ADDR) --data $(DATA) --demo

## build: the single binary bin/amparo, with the web app inside
build: bin/amparo

bin/amparo: $(GO_SOURCES) ui/dist/index.html
	go build -o bin/amparo .

ui: ui/dist/index.html

$(UI_DEPS): ui/package-lock.json
	cd ui && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund

ui/dist/index.html: $(UI_DEPS) $(UI_SOURCES)
	rm -rf ui/dist/assets ui/dist/index.html
	cd ui && npm run build

## test: Go tests, UI unit tests and browser tests against the built binary. The killed-server and replica
## suites mostly wait (on a killed process, on a store away for a minute), so they run beside the UI's unit
## tests; the browser tests run alone, on both cores.
test:
	$(MAKE) --no-print-directory test-go
	$(MAKE) --no-print-directory -j3 --output-sync=target test-durability test-replication test-ui
	$(MAKE) --no-print-directory test-bundle e2e

test-go:
	go vet ./...
	go test -timeout 20m ./...

## test-durability: the real binary killed with SIGKILL while writing, 20 rounds (DURABILITY_ROUNDS=100 for more)
DURABILITY_ROUNDS ?= 20
test-durability:
	AMPARO_DURABILITY=1 AMPARO_DURABILITY_ROUNDS=$(DURABILITY_ROUNDS) go test -count=1 -v -run '^TestDurability' ./durability/

## test-replication: the real binary replicating to a real S3-compatible server (versitygw, installed here with
## go install): writes replicate, a SIGKILL loses nothing acknowledged over 1 s before, point-in-time restore,
## a replica away for a minute catches up
VERSITYGW := $(shell go env GOPATH)/bin/versitygw
$(VERSITYGW):
	GOFLAGS= go install github.com/versity/versitygw/cmd/versitygw@v1.8.0

test-replication: $(VERSITYGW)
	VERSITYGW=$(VERSITYGW) go test -count=1 -v ./replication/

## fuzz: each Go fuzz target for a few seconds (not in make test: instrumenting the build alone takes minutes on a cold cache)
FUZZTIME ?= 3s
FUZZ_DECODERS := FuzzDecimal FuzzOptionalString FuzzUsername FuzzDateTimeAndEmail FuzzResidentRequest FuzzRecordBodies
fuzz:
	for name in $(FUZZ_DECODERS); do go test ./server/ -run='^$$' -fuzz="^$$name$$" -fuzztime=$(FUZZTIME) || exit 1; done
	go test ./server/ -run='^$$' -fuzz='^FuzzWriteRoutes$$' -fuzztime=20s -parallel=1

test-ui: $(UI_DEPS)
	cd ui && npm test

## test-bundle: what the built pages download against issue 16's goals (landing page <= 150 KB gz at the server's compression level, each staff route's chunk <= 60 KB, the chart library only with a chart); sizes only, no timing
test-bundle: ui
	cd ui && node scripts/bundle-report.mjs --check

e2e: build chromium
	cd ui && npx playwright test

# Browser tests use Debian's Chromium with its Spanish interface (chromium-l10n: the date and time fields of a
# Spanish tablet); Playwright never downloads a browser.
chromium:
	@if ! command -v chromium >/dev/null || [ ! -f /usr/lib/chromium/locales/es.pak ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium chromium-l10n; \
	  else \
	    echo "Falta Chromium en español: instálalo con 'sudo apt-get install chromium chromium-l10n'." >&2; exit 1; \
	  fi; \
	fi

## bench: speed and memory benchmarks; then the browser's: what each page downloads and the public pages' largest contentful paint (median of 7 first visits to the built binary, goal <= 1 s)
bench: build chromium
	go test -run='^$$' -bench=. -benchmem ./...
	cd ui && node scripts/bundle-report.mjs
	cd ui && node scripts/lcp-bench.mjs

## bench-load: the real binary on a home of 250 residents with a year of history (seeded once a day, cached), at 100 connections with random requests and writes alongside, then the all-residents PDF; a table and issue 24's goals (BENCH_DURATION per call)
BENCH_DURATION ?= 10s
bench-load:
	AMPARO_BENCH_LOAD=1 AMPARO_BENCH_LOAD_DURATION=$(BENCH_DURATION) go test -count=1 -v -timeout 60m -run '^TestLoad$$' ./bench/

## bench-replica: issue 26's replica goals on the bench's year-sized home: replication lag p99 at 500 writes/s
## (and the writes' p99 against the same run without a replica), restore time, idle memory with the replica on
bench-replica: $(VERSITYGW)
	AMPARO_BENCH_REPLICA=1 VERSITYGW=$(VERSITYGW) go test -count=1 -v -timeout 60m -run '^TestReplicaLoad$$' ./bench/

## dev: Go server on :8080 and Vite's dev server on :5173 (proxying /api)
dev: $(UI_DEPS)
	go run . serve --addr 127.0.0.1:8080 --data $(DATA) --demo & \
	trap 'kill %1' EXIT; cd ui && npm run dev

lint: $(UI_DEPS)
	test -z "$$(gofmt -l $$(git ls-files '*.go'))"
	go vet ./...
	cd ui && npx tsc -b

clean:
	rm -rf bin ui/dist/assets ui/dist/index.html ui/node_modules ui/test-results ui/playwright-report
