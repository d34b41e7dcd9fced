/* IDA* with Manhattan distance on the 15-puzzle: the C reference for benchmarks/bench_fast.py.
 *
 * The same search as teachkit.sliding.search.idastar_manhattan (Korf, "Depth-first iterative-deepening:
 * an optimal admissible tree search", 1985): depth-first searches bounded by f = g + h, the bound raised to
 * the smallest f cut off; the blank moves up, left, right, down; the move undoing the previous move is never
 * made (parent pruning); h is updated from the one tile that moved.
 *
 * Counting (Korf's): generated = the root once + every successor created (pruned by the bound or not, but not
 * the undoing move); expanded = boards whose successors were created; both summed over all iterations. The
 * goal is recognised when it is generated (h = 0) and is not expanded.
 *
 * Usage: idastar_md [-l] FILE [ID ...]
 *   FILE: lines of 16 tiles (row-major, 0 = blank) and the optimal length; lines starting with '#' skipped.
 *   ID:   instance numbers (1-based line numbers among the boards); all instances if none are given.
 *   -l:   goal 1 2 ... 15 0 (blank last); default 0 1 ... 15 (blank first, Korf's convention).
 * Prints one line per instance: id length generated expanded cpu_seconds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define K 4
#define N 16
#define MAX_BOARDS 1000

static int moves[N][4];   /* cells the blank at a can move to, in the order U, L, R, D */
static int count[N];      /* how many */
static int distance[N][N]; /* distance[t][p]: Manhattan distance of tile t standing on cell p */
static int cells[N];      /* the board being searched (changed and restored in place) */
static long long expanded, generated;
static int bound, next_bound;

static void make_tables(const int *goal)
{
    for (int a = 0; a < N; a++) {
        int r = a / K, c = a % K;
        count[a] = 0;
        if (r > 0) moves[a][count[a]++] = a - K;
        if (c > 0) moves[a][count[a]++] = a - 1;
        if (c < K - 1) moves[a][count[a]++] = a + 1;
        if (r < K - 1) moves[a][count[a]++] = a + K;
    }
    for (int p = 0; p < N; p++) {
        int t = goal[p];
        for (int q = 0; q < N; q++)
            distance[t][q] = t == 0 ? 0 : abs(q / K - p / K) + abs(q % K - p % K);
    }
}

/* Expand the board whose blank is at a, reached at depth g with estimate h (g + h <= bound).
 * Returns 1 once the goal has been generated. */
static int search(int a, int came_from, int g, int h)
{
    expanded++;
    g++;
    for (int o = 0; o < count[a]; o++) {
        int c = moves[a][o];
        if (c == came_from)
            continue;
        generated++;
        int t = cells[c];
        int hc = h - distance[t][c] + distance[t][a];
        if (g + hc > bound) {
            if (g + hc < next_bound)
                next_bound = g + hc;
            continue;
        }
        if (hc == 0)
            return 1;
        cells[a] = t;
        cells[c] = 0;
        int found = search(c, a, g, hc);
        cells[c] = t;
        cells[a] = 0;
        if (found)
            return 1;
    }
    return 0;
}

/* IDA* from the board in cells; returns the solution length. */
static int idastar(void)
{
    int blank = 0, h = 0;
    for (int p = 0; p < N; p++) {
        if (cells[p] == 0)
            blank = p;
        h += distance[cells[p]][p];
    }
    expanded = 0;
    generated = 1;
    if (h == 0)
        return 0;
    for (bound = h;; bound = next_bound) {
        next_bound = 1 << 30;
        if (search(blank, -1, 0, h))
            return bound;  /* the goal was generated with f = g <= bound, and no f below bound was left */
    }
}

int main(int argc, char **argv)
{
    int arg = 1, goal[N];
    int blank_last = argc > 1 && strcmp(argv[1], "-l") == 0;
    arg += blank_last;
    if (arg >= argc) {
        fprintf(stderr, "usage: %s [-l] FILE [ID ...]\n", argv[0]);
        return 2;
    }
    for (int p = 0; p < N; p++)
        goal[p] = blank_last ? (p + 1) % N : p;
    make_tables(goal);

    FILE *file = fopen(argv[arg], "r");
    if (!file) {
        perror(argv[arg]);
        return 2;
    }
    static int boards[MAX_BOARDS][N];
    int lengths[MAX_BOARDS], total = 0;
    char line[512];
    while (total < MAX_BOARDS && fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n')
            continue;
        int *b = boards[total], *x = b;
        if (sscanf(line, "%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d", x, x + 1, x + 2, x + 3, x + 4,
                   x + 5, x + 6, x + 7, x + 8, x + 9, x + 10, x + 11, x + 12, x + 13, x + 14, x + 15,
                   &lengths[total]) == 17)
            total++;
    }
    fclose(file);

    int ids = argc - arg - 1;
    for (int i = 0; i < (ids ? ids : total); i++) {
        int id = ids ? atoi(argv[arg + 1 + i]) : i + 1;
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
