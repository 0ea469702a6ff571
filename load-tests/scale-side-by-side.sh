#!/usr/bin/env bash
# Side by side: 1 vs 2 game-server processes (`npm run start:cluster`), each pinned to its own core with taskset,
# on a dedicated Postgres database and Redis database number; the load CLI's battle and crash scenarios through every
# game URL; then, at 2 processes, kill -9 of the crash host mid-round (load-tests/src/scale/kill-probe.ts) beside a
# battle run, and the ledger read back from the database. Reports go to $OUT; the summary table is printed at the end
# (load-tests/src/scale/summary.ts). Run from the repository root: `npm run load:scale` (env below to change sizes).
set -euo pipefail

PG=${PG:-postgres://postgres@127.0.0.1:5432}
DB=${SCALE_DB:-arena_scale}
REDIS_DB=${SCALE_REDIS_DB:-7}
API_PORT=${SCALE_API_PORT:-3960}
GAME_PORT=${SCALE_GAME_PORT:-3961}
DURATION=${DURATION:-40}
BATTLE_CLIENTS=${BATTLE_CLIENTS:-400}
BATTLE_CREATORS=${BATTLE_CREATORS:-40}
CRASH_CLIENTS=${CRASH_CLIENTS:-400}
CRASH_BETTORS=${CRASH_BETTORS:-40}
WORKERS=${WORKERS:-2}
PROCESSES=${PROCESSES:-"1 2"}
SCENARIOS=${SCENARIOS:-"battle crash"} # or idle: no clients, each process's own CPU
KILL=${KILL:-1}
GAME_NODE_FLAGS=${GAME_NODE_FLAGS:-} # e.g. "--cpu-prof --cpu-prof-dir=$OUT/prof": written when each game server stops
# Both parts play the same crash rounds: the hash chains (and every other seed) are derived from this key
# (FAIR_TEST_SEED, README "Tests"). Random chains made the parts differ by whole rounds in a 40 s window (one long
# round against three short ones), and a round's bets, cash-outs and patches are most of a process's crash work.
# Empty = random seeds. FAIR_TEST_SEED needs NODE_ENV=test, which also turns the periodic jobs off unless their
# intervals are set, so they are set to their defaults (README "Configuration") to keep each process's usual work.
PINNED_SEED=${PINNED_SEED-side-by-side}
OUT=${OUT:-load-tests/reports/scale-$(date -u +%Y%m%dT%H%M%SZ)}
NODE=node_modules/.bin/node
mkdir -p "$OUT"

# The processes `npm run start:cluster` starts (one API, N game servers with the same environment), started here one
# by one so that each game server is pinned at birth and a kill -9 of one leaves the others running (start:cluster
# stops the whole cluster when one child exits).
pids=()
stop_cluster() {
  local pid
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  done
  pids=()
}
trap stop_cluster EXIT

wait_for() { # $1 log, $2 pattern
  for _ in $(seq 1 120); do grep -q "$2" "$1" && return 0; sleep 0.5; done
  tail -20 "$1"
  exit 1
}

game_urls() { # $1 processes -> ws://127.0.0.1:<port>,…
  local urls=() i
  for ((i = 0; i < $1; i++)); do urls+=("ws://127.0.0.1:$((GAME_PORT + i))"); done
  (IFS=,; echo "${urls[*]}")
}

start_cluster() { # $1 processes
  psql "$PG/postgres" -qc "drop database if exists $DB" -c "create database $DB" 2>/dev/null
  redis-cli -n "$REDIS_DB" flushdb >/dev/null
  export DATABASE_URL="$PG/$DB" REDIS_URL="redis://127.0.0.1:6379/$REDIS_DB" PORT=$API_PORT \
    GAME_SERVER_URL="ws://127.0.0.1:$GAME_PORT" DEV_SIGNIN=1 DEMO_DATA=0 ADMIN_SUBJECTS=dev:load-admin \
    AUTH_RATE_LIMIT_PER_MINUTE=100000 RATE_LIMIT_PER_MINUTE=100000000 SANDBOX_PAYMENT_DELAY_MS=0 \
    CRASH_BATTLE_COUNTDOWN_MS=1000 CRASH_BATTLE_PAUSE_MS=1000
  if [ -n "$PINNED_SEED" ]; then
    export NODE_ENV=test FAIR_TEST_SEED="$PINNED_SEED" GIVEAWAY_JOB_INTERVAL_MS=5000 TREASURES_JOB_INTERVAL_MS=10000 \
      CLAN_WAR_JOB_INTERVAL_MS=60000 REFERRAL_JOB_INTERVAL_MS=5000 PROMOCODE_JOB_INTERVAL_MS=5000 \
      CASHBACK_JOB_INTERVAL_MS=60000 LEADERBOARD_JOB_INTERVAL_MS=60000 TOP_FOLD_INTERVAL_MS=2000
  fi
  # The API first: it migrates the database (as start:cluster does).
  "$NODE" --import tsx api/src/main.ts >"$OUT/api-$1.log" 2>&1 &
  pids+=($!)
  wait_for "$OUT/api-$1.log" 'API listening'
  local i port
  for ((i = 0; i < $1; i++)); do
    port=$((GAME_PORT + i))
    GAME_PORT=$port PUBLIC_ADDRESS="127.0.0.1:$port" taskset -c "$i" "$NODE" $GAME_NODE_FLAGS --import tsx game-server/src/main.ts \
      >"$OUT/game$((i + 1))-of-$1.log" 2>&1 &
    pids+=($!)
    echo "$1 process(es): game process $((i + 1)) (port $port) pid $! on core $i" | tee -a "$OUT/pins.txt"
    wait_for "$OUT/game$((i + 1))-of-$1.log" 'game server listening'
  done
  # Let the games settle on their rendezvous choices (a hand-over finishes its round first).
  sleep 15
}

load() { # $1 processes, $2 scenario, $3 clients, $4 bettors, extra args…
  local p=$1 scenario=$2 clients=$3 bettors=$4
  shift 4
  echo "[$(date -u +%T)] $p process(es), $scenario: load average $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/load-average.txt"
  npm run --silent load -- --scenario "$scenario" --clients "$clients" --bettors "$bettors" --duration "$DURATION" \
    --workers "$WORKERS" --url "http://127.0.0.1:$API_PORT" --game-url "$(game_urls "$p")" --admin-name load-admin \
    --no-baseline --quiet --out "$OUT/p$p" "$@"
}

cpu_of() { curl -s "http://127.0.0.1:$1/metrics" | sed -n 's/^process_cpu_seconds_total //p'; }

idle() { # $1 processes: each game process's CPU over DURATION seconds with no client (its cost of being there)
  local i before=() after=()
  echo "[$(date -u +%T)] $1 process(es), idle: load average $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/load-average.txt"
  for ((i = 0; i < $1; i++)); do before+=("$(cpu_of $((GAME_PORT + i)))"); done
  sleep "$DURATION"
  for ((i = 0; i < $1; i++)); do after+=("$(cpu_of $((GAME_PORT + i)))"); done
  for ((i = 0; i < $1; i++)); do
    echo "$1 process(es), idle: game$((i + 1)) $(echo "${after[$i]} - ${before[$i]}" | bc) CPU s in $DURATION s" | tee -a "$OUT/idle.txt"
  done
}

for p in $PROCESSES; do
  start_cluster "$p"
  for scenario in $SCENARIOS; do
    case $scenario in
      battle) load "$p" battle "$BATTLE_CLIENTS" "$BATTLE_CREATORS" ;;
      crash) load "$p" crash "$CRASH_CLIENTS" "$CRASH_BETTORS" ;;
      idle) idle "$p" ;;
    esac
  done
  if [ "$p" -ge 2 ] && [ "$KILL" = 1 ]; then
    echo "[$(date -u +%T)] kill -9 probe: load average $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$OUT/load-average.txt"
    # Battles on every process while the crash host dies (their rooms must be recovered too).
    (load "$p" battle 200 20 --duration 60 --out "$OUT/kill" >"$OUT/kill-battle.log" 2>&1 || true) &
    battle_pid=$!
    sleep 20
    "$NODE" --import tsx load-tests/src/scale/kill-probe.ts --url "http://127.0.0.1:$API_PORT" --game-url "$(game_urls "$p")" \
      --clients 200 --bettors 20 | tee "$OUT/kill-probe.json"
    wait "$battle_pid" || true
    # Lease (10 s) + retry and the survivors' recovery have run by now; the ledger as the database has it:
    killed_at=$(sed -n 's/.*"killedAtIso":"\([^"]*\)".*/\1/p' "$OUT/kill-probe.json")
    sleep 5
    psql "$PG/$DB" -P pager=off -F $'\t' -Atc "
      select 'bets open at the kill, by game and ending' as q, game, status, count(*) from bets
        where created_at < '$killed_at' and (ended_at is null or ended_at >= '$killed_at') group by game, status
      union all select 'bets still open (any time)', game, status, count(*) from bets where status = 'OPEN' group by game, status
      union all select 'bets with two endings', '', '', count(*) from (select bet_id from ledger_transfers
        where operation in ('BET_SETTLE','BET_REFUND') and bet_id is not null group by bet_id having count(*) > 1) x
      union all select 'bets ended without or against their transfer', '', '', count(*) from bets b
        left join ledger_transfers t on t.id = b.end_transfer_id where b.status <> 'OPEN' and (t.id is null or t.bet_id <> b.id
        or t.operation <> case b.status when 'SETTLED' then 'BET_SETTLE' else 'BET_REFUND' end)
      union all select 'battles live at the kill, by ending', '', status, count(*) from crash_battles
        where created_at < '$killed_at' and (ended_at is null or ended_at >= '$killed_at') group by status
      union all select 'battles still waiting or running', '', status, count(*) from crash_battles where status in ('WAITING','RUNNING') group by status
      order by 1, 2, 3" | tee "$OUT/kill-ledger.tsv"
    # A battle still waiting or running must be a room of a live process (its registry set), not one of the dead's.
    for id in $(psql "$PG/$DB" -Atc "select id from crash_battles where status in ('WAITING','RUNNING')"); do
      holder=none
      for key in $(redis-cli -n "$REDIS_DB" --scan --pattern 'arena:owner:rooms:*'); do
        [ "$(redis-cli -n "$REDIS_DB" sismember "$key" "$id")" = 1 ] && holder=$key
      done
      echo "battle $id still open: registry $holder; live processes: $(redis-cli -n "$REDIS_DB" zrange arena:owner:processes 0 -1 | tr '\n' ' ')"
    done | tee -a "$OUT/kill-ledger-open-battles.txt"
    grep -h 'taken over\|recover\|hosting' "$OUT"/game*-of-"$p".log | tail -30 >"$OUT/kill-recovery.log" || true
  fi
  stop_cluster
done
"$NODE" --import tsx load-tests/src/scale/summary.ts "$OUT" | tee "$OUT/summary.md"
