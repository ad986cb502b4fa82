# usage: python3 gen_set_numbers.py SEED COUNT  (captured with: 77 3000, first 300 kept)
# Sets of one-number tuples: their order follows the reference's set keys, which print
# numbers with 10 significant digits.
import json, random, sys
random.seed(int(sys.argv[1]))
def rn():
    r = random.random()
    if r < 0.3: return random.choice([0, 1, -1, 10, 100, 1e21, 1e-5, 1e-4, 0.5, 123456789012, 1234567890, 12345678901234567890, -0.000012345])
    if r < 0.6: return float('%.*g' % (random.randint(1, 15), random.uniform(-1e12, 1e12)))
    return float('%.*g' % (random.randint(1, 15), 10 ** random.uniform(-30, 30)))
for _ in range(int(sys.argv[2])):
    vs = [[rn()] for _ in range(random.randint(2, 6))]
    print(json.dumps({'op': 'set', 'ty': ['tuple', ['number']], 'vs': vs}))
