// Command amparo is care-home management software for a residencia de mayores: one binary that serves
// the staff web app and keeps everything in one SQLite file.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"amparo/replica"
	"amparo/server"
	"amparo/store"
)

const usage = `Uso: amparo <orden> [opciones]

Órdenes:
  serve         arranca el servidor (orden por defecto)
  user create   crea una cuenta de personal
  backup        copia de seguridad en caliente de la base de datos
  restore       restaura una copia (con el servidor parado)
  demo          rellena una base de datos vacía con datos de demostración
  audit verify  comprueba la cadena de huellas del registro de auditoría

Cada orden acepta -h para ver sus opciones. Las opciones tienen su variable AMPARO_* equivalente.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout, os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "amparo:", err)
		}
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 && args[0] != "" && args[0][0] != '-' {
		cmd, args = args[0], args[1:]
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	switch cmd {
	case "serve":
		return serveCmd(ctx, args, stdout, log)
	case "user":
		if len(args) == 0 || args[0] != "create" {
			return errors.New("uso: amparo user create --username U --password P --name N --role administrative")
		}
		return userCreateCmd(ctx, args[1:], stdout)
	case "backup":
		return backupCmd(ctx, args, stdout)
	case "restore":
		return restoreCmd(ctx, args, stdout)
	case "demo":
		return demoCmd(ctx, args, stdout)
	case "audit":
		return auditCmd(ctx, args, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return nil
	}
	fmt.Fprint(stderr, usage)
	return fmt.Errorf("orden desconocida: %q", cmd)
}

// newFlags makes a command's flag set; every flag's default comes from its AMPARO_* twin when set.
func newFlags(name string) *flag.FlagSet {
	return flag.NewFlagSet("amparo "+name, flag.ContinueOnError)
}

func env(name, fallback string) string {
	if v, ok := os.LookupEnv(name); ok && v != "" {
		return v
	}
	return fallback
}

func envBool(name string) bool {
	v := strings.ToLower(env(name, ""))
	return v == "1" || v == "true" || v == "yes" || v == "si" || v == "sí"
}

func dataFlag(fs *flag.FlagSet) *string {
	return fs.String("data", env("AMPARO_DATA", "./data"), "carpeta de datos (AMPARO_DATA)")
}

// openData creates the data folder if needed and opens (and migrates) its database.
func openData(ctx context.Context, dir string, opts store.Options) (*store.Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("carpeta de datos: %w", err)
	}
	return store.Open(ctx, filepath.Join(dir, store.DBFile), opts)
}

func serveCmd(ctx context.Context, args []string, stdout io.Writer, log *slog.Logger) error {
	fs := newFlags("serve")
	addr := fs.String("addr", env("AMPARO_ADDR", ":8080"), "dirección de escucha (AMPARO_ADDR)")
	data := dataFlag(fs)
	demo := fs.Bool("demo", envBool("AMPARO_DEMO"), "rellena una base de datos vacía con datos de demostración (AMPARO_DEMO)")
	aiURL := fs.String("ai-url", env("AMPARO_AI_URL", ""), "asistente: URL de un servicio compatible con OpenAI, p. ej. http://192.168.1.20:11434/v1 (AMPARO_AI_URL)")
	aiModel := fs.String("ai-model", env("AMPARO_AI_MODEL", ""), "asistente: modelo (AMPARO_AI_MODEL)")
	behindProxy := fs.Bool("behind-proxy", envBool("AMPARO_BEHIND_PROXY"), "hay un proxy inverso (HTTPS) en esta máquina delante de Amparo (AMPARO_BEHIND_PROXY)")
	aiKey := fs.String("ai-key", env("AMPARO_AI_KEY", ""), "asistente: clave de API, si el servicio la pide (AMPARO_AI_KEY)")
	backupAt := fs.String("backup-at", env("AMPARO_BACKUP_AT", "03:00"), "hora (HH:MM, hora de Madrid) de la copia de seguridad diaria (AMPARO_BACKUP_AT)")
	downtimeDir := fs.String("downtime-dir", env("AMPARO_DOWNTIME_DIR", ""),
		"otra carpeta para el plan de contingencia de cada turno, p. ej. un USB; también va a la de copias (AMPARO_DOWNTIME_DIR)")
	backupDir := fs.String("backup-dir", env("AMPARO_BACKUP_DIR", ""), "carpeta de las copias automáticas; por defecto <data>/copias (AMPARO_BACKUP_DIR)")
	idleLock := fs.String("idle-lock", env("AMPARO_IDLE_LOCK", "10"), "minutos sin uso tras los que una página del personal se bloquea y pide la contraseña; 0 lo desactiva (AMPARO_IDLE_LOCK)")
	target := replicaFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	idleLockMinutes, err := strconv.Atoi(strings.TrimSpace(*idleLock))
	if err != nil || idleLockMinutes < 0 || idleLockMinutes > 24*60 {
		return fmt.Errorf("--idle-lock %q: indica los minutos, de 0 (sin bloqueo) a 1440", *idleLock)
	}
	if *backupDir == "" {
		*backupDir = filepath.Join(*data, "copias")
	}
	limitMemory()
	if err := os.MkdirAll(*data, 0o700); err != nil {
		return fmt.Errorf("carpeta de datos: %w", err)
	}
	unlock, err := store.LockDir(*data)
	if err != nil {
		return fmt.Errorf("la carpeta %s ya la usa otro proceso de Amparo: %w", *data, err)
	}
	defer unlock()
	var rep *replica.Replicator
	defer func() { // after the store closes: Litestream's last sync needs the application's connections gone
		if rep != nil {
			if err := rep.Close(context.Background()); err != nil {
				log.Error("réplica: último envío", "err", err)
			}
		}
	}()
	st, err := openData(ctx, *data, store.Options{ReplicaCheckpoints: target.URL != ""})
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.AuditKeyErr(); err != nil { // the server runs on; the rows written now cannot be checked later
		log.Error("audit chain key", "err", err)
	}
	var replicaStatus func() replica.Status
	if target.URL != "" {
		if rep, err = startReplica(ctx, *data, *target, st, log); err != nil {
			return err
		}
		replicaStatus = rep.Status
		fmt.Fprintf(stdout, "Réplica continua en %s\n", target.URL)
	}
	if *demo {
		if err := seedDemo(ctx, st, stdout); err != nil {
			return err
		}
	}
	srv, err := server.New(ctx, server.Config{Store: st, UI: webApp(), Logger: log,
		Assistant: server.AssistantConfig{URL: *aiURL, Model: *aiModel, Key: *aiKey}, BehindProxy: *behindProxy,
		KeyFile: filepath.Join(*data, server.KeyFileName), Backups: server.BackupConfig{Dir: *backupDir, At: *backupAt}, DowntimeDir: *downtimeDir,
		IdleLockMinutes: idleLockMinutes, Replica: replicaStatus})
	if err != nil {
		return err
	}
	defer srv.Close() // before the store closes (defers run last first)
	httpServer := newHTTPServer(*addr, srv, defaultTimeouts, sendingLimit(*behindProxy))
	listener, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("escuchar en %s: %w", *addr, err)
	}
	fmt.Fprintf(stdout, "Amparo escucha en http://%s (datos en %s)\n", displayAddr(listener.Addr()), *data)
	go srv.RunChecks(ctx)
	backupCtx, stopBackups := context.WithCancel(ctx)
	backupsDone := make(chan struct{})
	go func() { srv.RunBackups(backupCtx); close(backupsDone) }()
	defer func() { stopBackups(); <-backupsDone }() // a copy under way ends before the database closes
	serveErr := make(chan error, 1)
	go func() { serveErr <- httpServer.Serve(listener) }()
	select {
	case err := <-serveErr:
		return err
	case <-ctx.Done():
	}
	log.Info("apagando: se terminan las peticiones en curso")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	return httpServer.Shutdown(shutdownCtx)
}

// defaultMemoryLimit is the heap the Go runtime aims to stay under unless GOMEMLIMIT says otherwise: the
// mini-PC runs other things, and eight large photos decoding at once would otherwise let the heap grow to
// twice what they hold (issue 14: the server stays under 150 MB). It is a soft limit: the collector works
// harder near it, nothing is refused.
const defaultMemoryLimit = 100 << 20

func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
	}
}

func displayAddr(a net.Addr) string {
	tcp, ok := a.(*net.TCPAddr)
	if ok && tcp.IP.IsUnspecified() {
		return fmt.Sprintf("localhost:%d", tcp.Port)
	}
	return a.String()
}

func seedDemo(ctx context.Context, st *store.Store, stdout io.Writer) error {
	created, err := st.SeedDemo(ctx)
	if err != nil {
		return fmt.Errorf("datos de demostración: %w", err)
	}
	if created {
		fmt.Fprintln(stdout, "Datos de demostración creados.")
	}
	fmt.Fprintf(stdout, "Acceso de demostración: usuario %q, contraseña %q\n", store.DemoSignIn.Username, store.DemoSignIn.Password)
	return nil
}

func demoCmd(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("demo")
	data := dataFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	st, err := openData(ctx, *data, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	return seedDemo(ctx, st, stdout)
}

func userCreateCmd(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("user create")
	data := dataFlag(fs)
	username := fs.String("username", "", "nombre de usuario (obligatorio)")
	password := fs.String("password", "", "contraseña, al menos 6 caracteres (obligatoria)")
	name := fs.String("name", "", "nombre completo (obligatorio)")
	email := fs.String("email", "", "correo electrónico")
	role := fs.String("role", string(store.RoleAdministrative), "administrative, doctor, nurse o socialworker")
	if err := fs.Parse(args); err != nil {
		return err
	}
	r := store.Role(*role)
	*username = strings.ToLower(strings.TrimSpace(*username))
	switch {
	case *username == "" || strings.TrimSpace(*name) == "":
		return errors.New("--username y --name son obligatorios")
	case len([]rune(*password)) < 6:
		return errors.New("la contraseña debe tener al menos 6 caracteres")
	case server.UsernameProblem(*username) != "":
		return errors.New(server.UsernameProblem(*username))
	case !slices.Contains(store.StaffRoles, r):
		return fmt.Errorf("rol desconocido %q: usa administrative, doctor, nurse o socialworker", *role)
	}
	st, err := openData(ctx, *data, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	u, err := st.CreateUser(ctx, store.Actor{Role: "cli"}, store.NewUser{
		Username: *username, Password: *password, Name: *name, Email: *email, Roles: []store.Role{r}})
	if errors.Is(err, store.ErrConflict) {
		return errors.New("ese nombre de usuario o correo ya existe")
	}
	var lookalike *store.LookalikeError
	if errors.As(err, &lookalike) {
		return fmt.Errorf("ya existe un usuario con un nombre casi igual: %s", lookalike.Existing)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Cuenta creada: %s (%s, %s)\n", u.Username, u.Name, r)
	return nil
}

func backupCmd(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("backup")
	data := dataFlag(fs)
	out := fs.String("out", "", "archivo de la copia, que no debe existir (obligatorio)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" {
		return errors.New("indica el archivo de la copia con --out")
	}
	live := filepath.Join(*data, store.DBFile)
	if _, err := os.Stat(live); err != nil {
		return fmt.Errorf("no hay base de datos que copiar en %s", live)
	}
	st, err := store.Open(ctx, live, store.Options{})
	if err != nil {
		return err
	}
	defer st.Close()
	head, headErr := st.SignedAuditHead(ctx) // read first: the copy holds at least this row
	if err := st.Backup(ctx, *out); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Copia de seguridad escrita en %s\n", *out)
	if headErr == nil {
		headErr = store.WriteAuditHead(*out+store.AuditHeadSuffix, head)
	}
	if headErr != nil { // the copy is good without it
		fmt.Fprintf(stdout, "Aviso: no se registró la cabeza firmada del registro de auditoría junto a la copia: %v\n", headErr)
		return nil
	}
	fmt.Fprintf(stdout, "Cabeza firmada del registro de auditoría (fila %d) en %s\n", head.RowID, *out+store.AuditHeadSuffix)
	return nil
}

func restoreCmd(ctx context.Context, args []string, stdout io.Writer) error {
	fs := newFlags("restore")
	data := dataFlag(fs)
	from := fs.String("from", "", "archivo de copia que se restaura")
	fromReplica := fs.String("from-replica", "", "réplica continua que se restaura, s3://cubo/prefijo, en una carpeta de datos vacía")
	endpoint := fs.String("replica-endpoint", env("AMPARO_REPLICA_ENDPOINT", ""), "servidor compatible con S3 de la réplica (AMPARO_REPLICA_ENDPOINT)")
	at := fs.String("at", "", "con --from-replica: el momento que se restaura (RFC 3339); por defecto, el último")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if (*from == "") == (*fromReplica == "") {
		return errors.New("indica la copia con --from o la réplica con --from-replica")
	}
	if *fromReplica != "" {
		if err := restoreFromReplica(ctx, *data, replica.Target{URL: *fromReplica, Endpoint: *endpoint}, *at, stdout); err != nil {
			return err
		}
		noteMissingAuditKey(*data, stdout)
		return nil
	}
	if err := os.MkdirAll(*data, 0o700); err != nil {
		return err
	}
	unlock, err := store.LockDir(*data)
	if err != nil {
		return errors.New("el servidor está en marcha con esa carpeta de datos: detenlo antes de restaurar")
	}
	defer unlock()
	kept, err := store.Restore(ctx, *data, *from)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Copia restaurada en %s.\n", filepath.Join(*data, store.DBFile))
	noteMissingAuditKey(*data, stdout)
	if kept != "" {
		fmt.Fprintf(stdout, "La base de datos anterior se conserva como %s\n", kept)
	}
	return nil
}

// noteMissingAuditKey tells whoever restored a home where the audit chain's key must come from.
func noteMissingAuditKey(data string, stdout io.Writer) {
	if keyFile := filepath.Join(data, store.AuditKeyFile); !fileExists(keyFile) {
		fmt.Fprintf(stdout, "Falta %s: copia aquí la que se guarda con las copias fuera de la residencia; sin ella la cadena del registro de auditoría no se puede comprobar.\n", keyFile)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
