import json, random, sys
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
N = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
NAMES = ['a', 'b', 'c', 'z']
def rtype(d=0, dyn=False):
    r = random.random()
    if d >= 2 or r < 0.45:
        ps = ['string', 'number', 'bool'] + (['dynamic'] if dyn else [])
        return random.choice(ps)
    k = random.choice(['list', 'set', 'map', 'object', 'tuple'])
    if k in ('list', 'set', 'map'):
        return [k, rtype(d+1, dyn)]
    if k == 'object':
        names = random.sample(NAMES, random.randint(0, 3))
        return ['object', {n: rtype(d+1, dyn) for n in names}]
    return ['tuple', [rtype(d+1, dyn) for _ in range(random.randint(0, 3))]]
STRS = ['x', '1', '0', 'true', 'false', '1.5', 'TRUE', '', 'b', '-2', '1e3', 'hello']
def rval(t, allow_null=True):
    if allow_null and random.random() < 0.07:
        return None
    if t == 'string': return random.choice(STRS)
    if t == 'number': return random.choice([0, 1, 2, -1, 1.5, 3, 10, 0.25, 100000000000000000000])
    if t == 'bool': return random.choice([True, False])
    k = t[0]
    if k in ('list', 'set'):
        return [rval(t[1]) for _ in range(random.randint(0, 3))]
    if k == 'map':
        return {n: rval(t[1]) for n in random.sample(NAMES, random.randint(0, 3))}
    if k == 'object':
        return {n: rval(tt) for n, tt in t[1].items()}
    return [rval(tt) for tt in t[1]]
def mutate(t, d=0):
    r = random.random()
    if r < 0.1: return 'dynamic'
    if r < 0.2: return rtype(d, True)
    if isinstance(t, str):
        return random.choice(['string', 'number', 'bool', t, t])
    k = t[0]
    if k in ('list', 'set', 'map'):
        nk = random.choice([k, k, 'list', 'set', 'map'])
        return [nk, mutate(t[1], d+1)]
    if k == 'object':
        attrs = {n: mutate(tt, d+1) for n, tt in t[1].items() if random.random() < 0.85}
        if random.random() < 0.2: attrs[random.choice(NAMES)] = rtype(d+1)
        if random.random() < 0.3:
            return ['map', mutate(next(iter(t[1].values())), d+1) if t[1] else 'string']
        return ['object', attrs]
    els = [mutate(tt, d+1) for tt in t[1]]
    if random.random() < 0.3:
        return [random.choice(['list', 'set']), els[0] if els else 'string']
    if random.random() < 0.1: els.append('string')
    return ['tuple', els]
out = []
for _ in range(N):
    r = random.random()
    if r < 0.6:
        t = rtype()
        out.append({'op': 'convert', 'ty': t, 'v': rval(t, False), 'to': mutate(t)})
    elif r < 0.8:
        t = rtype()
        out.append({'op': 'unify', 'tys': [t] + [mutate(t) if random.random() < 0.7 else rtype(0, True) for _ in range(random.randint(1, 3))]})
    elif r < 0.9:
        t = rtype()
        t2 = t if random.random() < 0.6 else mutate(t)
        if 'dynamic' in json.dumps(t2): t2 = t
        a = rval(t); b = rval(t2) if random.random() < 0.5 else (a if t2 == t else rval(t2))
        out.append({'op': 'equals', 'a': {'ty': t, 'v': a}, 'b': {'ty': t2, 'v': b}})
    else:
        t = rtype()
        if 'dynamic' in json.dumps(t): continue
        out.append({'op': 'set', 'ty': t, 'vs': [rval(t) for _ in range(random.randint(0, 5))]})
for o in out:
    print(json.dumps(o, separators=(',', ':')))
