# usage: python3 gen_conversions_unknown.py SEED COUNT
# Conversions and unifications of values with nested unknowns and nulls (fnoracle's
# "convert" and "unify" requests).
import json, random, sys
random.seed(int(sys.argv[1])); N = int(sys.argv[2])
NAMES = ['a', 'b', 'c']
UNK = {'$u': True}
def rtype(d=0, dyn=False):
    if d >= 2 or random.random() < 0.45:
        return random.choice(['string', 'number', 'bool'] + (['dynamic'] if dyn else []))
    k = random.choice(['list', 'set', 'map', 'object', 'tuple'])
    if k in ('list', 'set', 'map'): return [k, rtype(d+1, dyn)]
    if k == 'object': return ['object', {n: rtype(d+1, dyn) for n in random.sample(NAMES, random.randint(0, 3))}]
    return ['tuple', [rtype(d+1, dyn) for _ in range(random.randint(0, 3))]]
def rval(t, p=0.15):
    r = random.random()
    if r < p / 2: return None
    if r < p: return UNK
    if t == 'dynamic': return None
    if t == 'string': return random.choice(['x', '1', 'true', '0', '2.5'])
    if t == 'number': return random.choice([0, 1, 2.5, -3])
    if t == 'bool': return random.choice([True, False])
    k = t[0]
    if k in ('list', 'set'): return [rval(t[1]) for _ in range(random.randint(0, 3))]
    if k == 'map': return {n: rval(t[1]) for n in random.sample(NAMES, random.randint(0, 3))}
    if k == 'object': return {n: rval(tt) for n, tt in t[1].items()}
    return [rval(tt) for tt in t[1]]
def mutate(t, d=0):
    r = random.random()
    if r < 0.15: return 'dynamic'
    if r < 0.25: return rtype(d, True)
    if isinstance(t, str): return random.choice(['string', 'number', 'bool', t, t])
    k = t[0]
    if k in ('list', 'set', 'map'): return [random.choice([k, k, 'list', 'set', 'map']), mutate(t[1], d+1)]
    if k == 'object':
        if random.random() < 0.3: return ['map', mutate(next(iter(t[1].values())), d+1) if t[1] else 'string']
        return ['object', {n: mutate(tt, d+1) for n, tt in t[1].items()}]
    if random.random() < 0.3: return [random.choice(['list', 'set']), mutate(t[1][0], d+1) if t[1] else 'string']
    return ['tuple', [mutate(tt, d+1) for tt in t[1]]]
for _ in range(N):
    t = rtype()
    if random.random() < 0.7:
        req = {'op': 'convert', 'a': {'t': t, 'v': rval(t)}, 'to': mutate(t)}
    else:
        args = [{'t': t, 'v': rval(t)}]
        for _ in range(random.randint(1, 3)):
            u = mutate(t) if random.random() < 0.7 else rtype(0, True)
            args.append({'t': u, 'v': rval(u)})
        req = {'op': 'unify', 'args': args}
    print(json.dumps(req, separators=(',', ':')))
