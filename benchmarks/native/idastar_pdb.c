/* IDA* with the additive 6-6-3 pattern databases and their reflection, on the 15-puzzle: the C reference
 * for benchmarks/bench_fast.py.
 *
 * The same search as teachkit.sliding.pdb.idastar_pdb for the blank-last goal 1 2 ... 15 0: the blank moves
 * up, left, right, down; the undoing move is never made; h = max(sum of the three group costs on the board,
 * the same sum on the board mirrored about the main diagonal with tiles renamed). Each group's table index
 * sum_j cell(tile j) * 16^j (plain and mirrored) is updated by the one tile that moved. Tables and split
 * (Korf & Felner, "Disjoint pattern database heuristics", 2002) are teachkit's: the .npy files its
 * pattern_database() caches, given on the command line in the order of pdb.PARTITION_663_LAST.
 *
 * Counting (Korf's): generated = root once + every successor created (not the undoing move); expanded =
 * boards whose successors were created; summed over iterations; the goal is found when generated.
 *
 * Usage: idastar_pdb TABLE1.npy TABLE2.npy TABLE3.npy FILE [ID ...]
 *   FILE: lines of 16 tiles (row-major, 0 = blank, blank-last goal) and the optimal length; '#' lines skipped.
 * Prints one line per instance: id length generated expanded cpu_seconds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define K 4
#define N 16
#define GROUPS 3
#define MAX_BOARDS 1000

static const int pattern[GROUPS][6] = {{1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4}};
static const int pattern_size[GROUPS] = {6, 6, 3};

static unsigned char *table[GROUPS];
static int moves[N][4], count[N];
static int mirror[N];          /* the cell p lands on when reflected about the main diagonal */
static int relabel[N];         /* on the mirrored board tile relabel[t] plays the part of t */
static int slot[N], mslot[N];  /* which group tile t belongs to (plain board; mirrored board) */
static long weight[N], mweight[N]; /* 16^j for tile t's digit j in its group's index */
static int cells[N];
static long idx[2 * GROUPS];   /* table indices of the groups: plain board, then mirrored board */
static long long expanded, generated;
static int bound, next_bound;

static int cost(int i) { return table[i % GROUPS][idx[i]]; }

static unsigned char *load_npy(const char *path, long size)
{
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    unsigned char head[10];
    if (fread(head, 1, 10, f) != 10 || memcmp(head, "\x93NUMPY", 6) != 0) {
        fprintf(stderr, "%s: not a .npy file\n", path);
        exit(2);
    }
    long header = head[6] == 1 ? head[8] | head[9] << 8 : -1;  /* format version 1.0 only */
    if (header < 0 || fseek(f, 10 + header, SEEK_SET) != 0) { fprintf(stderr, "%s: unsupported .npy\n", path); exit(2); }
    unsigned char *data = malloc(size);
    if (!data || (long)fread(data, 1, size, f) != size) { fprintf(stderr, "%s: expected %ld bytes\n", path, size); exit(2); }
    fclose(f);
    return data;
}

static void make_tables(void)
{
    int goal[N], home[N];
    for (int p = 0; p < N; p++) goal[p] = (p + 1) % N, home[goal[p]] = p;
    for (int a = 0; a < N; a++) {
        int r = a / K, c = a % K;
        mirror[a] = c * K + r;
        count[a] = 0;
        if (r > 0) moves[a][count[a]++] = a - K;
        if (c > 0) moves[a][count[a]++] = a - 1;
        if (c < K - 1) moves[a][count[a]++] = a + 1;
        if (r < K - 1) moves[a][count[a]++] = a + K;
    }
    for (int t = 0; t < N; t++) relabel[t] = goal[mirror[home[t]]];
    for (int g = 0; g < GROUPS; g++) {
        long w = 1;
        for (int j = 0; j < pattern_size[g]; j++, w *= N) {
            int t = pattern[g][j];
            slot[t] = g, weight[t] = w;
            mslot[relabel[t]] = GROUPS + g, mweight[relabel[t]] = w;
        }
    }
}

/* Expand the board whose blank is at a, reached at depth g with plain estimate h1 and mirrored h2. */
static int search(int a, int came_from, int g, int h1, int h2)
{
    expanded++;
    g++;
    for (int o = 0; o < count[a]; o++) {
        int c = moves[a][o];
        if (c == came_from)
            continue;
        generated++;
        int t = cells[c];
        int i = slot[t], mi = mslot[t];
        long old = idx[i], mold = idx[mi];
        idx[i] = old + (a - c) * weight[t];
        int p1 = h1 - table[i][old] + cost(i);
        if (g + p1 > bound && g + p1 >= next_bound) {
            idx[i] = old;
            continue;  /* cut off, and it cannot lower the next bound */
        }
        idx[mi] = mold + (mirror[a] - mirror[c]) * mweight[t];
        int p2 = h2 - table[mi - GROUPS][mold] + cost(mi);
        int f = g + (p1 > p2 ? p1 : p2);
        int found = 0;
        if (f > bound) {
            if (f < next_bound)
                next_bound = f;
        } else if (f == g) {
            found = 1;  /* h = 0: the goal */
        } else {
            cells[a] = t;
            cells[c] = 0;
            found = search(c, a, g, p1, p2);
            cells[c] = t;
            cells[a] = 0;
        }
        idx[i] = old;
        idx[mi] = mold;
        if (found)
            return 1;
    }
    return 0;
}

static int idastar(void)
{
    int where[N], mwhere[N], blank = 0;
    for (int p = 0; p < N; p++) {
        where[cells[p]] = p;
        mwhere[relabel[cells[p]]] = mirror[p];
        if (cells[p] == 0) blank = p;
    }
    int h1 = 0, h2 = 0;
    for (int g = 0; g < GROUPS; g++) {
        long i = 0, mi = 0, w = 1;
        for (int j = 0; j < pattern_size[g]; j++, w *= N)
            i += where[pattern[g][j]] * w, mi += mwhere[pattern[g][j]] * w;
        idx[g] = i, idx[GROUPS + g] = mi;
        h1 += cost(g), h2 += cost(GROUPS + g);
    }
    expanded = 0;
    generated = 1;
    int h = h1 > h2 ? h1 : h2;
    if (h == 0)
        return 0;
    for (bound = h;; bound = next_bound) {
        next_bound = 1 << 30;
        if (search(blank, -1, 0, h1, h2))
            return bound;
    }
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: %s TABLE1.npy TABLE2.npy TABLE3.npy FILE [ID ...]\n", argv[0]);
        return 2;
    }
    for (int g = 0; g < GROUPS; g++) {
        long size = 1;
        for (int j = 0; j < pattern_size[g]; j++) size *= N;
        table[g] = load_npy(argv[1 + g], size);
    }
    make_tables();
    FILE *file = fopen(argv[4], "r");
    if (!file) { perror(argv[4]); return 2; }
    static int boards[MAX_BOARDS][N];
    int lengths[MAX_BOARDS], total = 0;
    char line[512];
    while (total < MAX_BOARDS && fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        int *x = boards[total];
        if (sscanf(line, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d", x, x + 1, x + 2, x + 3, x + 4,
                   x + 5, x + 6, x + 7, x + 8, x + 9, x + 10, x + 11, x + 12, x + 13, x + 14, x + 15,
                   &lengths[total]) == 17)
            total++;
    }
    fclose(file);
    int ids = argc - 5;
    for (int i = 0; i < (ids ? ids : total); i++) {
        int id = ids ? atoi(argv[5 + i]) : i + 1;
        if (id < 1 || id > total) {
            fprintf(stderr, "instance %d: the file has instances 1..%d\n", id, total);
            return 2;
        }
        memcpy(cells, boards[id - 1], sizeof cells);
        clock_t start = clock();
        int length = idastar();
        double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
        printf("%d %d %lld %lld %.6f\n", id, length, generated, expanded, seconds);
        fflush(stdout);
    }
    return 0;
}
