import json, random, sys
random.seed(int(sys.argv[1])); N = int(sys.argv[2])
NAMES = ['a', 'b', 'c']
UNK = {'$u': True}
def rtype(d=0):
    r = random.random()
    if d >= 2 or r < 0.55:
        return random.choice(['string', 'number', 'bool', 'string', 'number'])
    k = random.choice(['list', 'set', 'map', 'object', 'tuple'])
    if k in ('list', 'set', 'map'): return [k, rtype(d+1)]
    if k == 'object': return ['object', {n: rtype(d+1) for n in random.sample(NAMES, random.randint(0, 3))}]
    return ['tuple', [rtype(d+1) for _ in range(random.randint(0, 3))]]
STRS = ['x', '1', '0', 'true', 'false', '1.5', '', 'hello', '-2', 'ÀBc', 'e\u0301x', '{"a":1}', '[1,2]', '{bad', 'abc😀', ' 1', '1e2']
NUMS = [0, 1, 2, -1, 1.5, 3, 10, 0.25, -3.75, 100000000000000000000, 7, '0.1', '5.1', '+Inf', '-Inf', 1e-7]
JSTRS = ['', ' ', '{', '}', '[', ']', '[1,', '[1 2]', '{"a"', '{"a" 1}', '{"a":}', '{"a":1,}', '{"a":1', '{"a":1}}', '[1]]', '1 2', 'tru', 'trux', 'nul', 'falsy', '-', '-a', '1.', '1.x', '1e', '1e+', '1ex', '01', '"abc', '"a\\x"', '"\\u12"', '"\\u12g4"', '"a\nb"', '{"a":[1,{"b":null}]}', '[true,false,null,1.5e3,"x"]', '{,}', '[,1]', ':', ',', '{"a":1 "b":2}', '{"a" : 1 , "b" : [ ] }', '"\\ud83d\\ude00"', '[1,2', '{"a":{"b":{', '\u00e9', '"\\/"', '{"a":1,"a":"x"}', '1}', '[]]', '{}x', '  [ 1 , 2 ]  ', '[-0]', '[1e400]', '"\\t"']
def rval(t, pnull=0.05, punk=0.05):
    r = random.random()
    if r < pnull: return None
    if r < pnull + punk: return UNK
    if t == 'dynamic': return None
    if t == 'string': return random.choice(STRS)
    if t == 'number':
        n = random.choice(NUMS)
        return n
    if t == 'bool': return random.choice([True, False])
    k = t[0]
    if k in ('list', 'set'): return [rval(t[1], pnull/2, punk/2) for _ in range(random.randint(0, 3))]
    if k == 'map': return {n: rval(t[1], pnull/2, punk/2) for n in random.sample(NAMES, random.randint(0, 3))}
    if k == 'object': return {n: rval(tt, pnull/2, punk/2) for n, tt in t[1].items()}
    return [rval(tt, pnull/2, punk/2) for tt in t[1]]
def tv(t=None, **kw):
    t = t if t is not None else rtype()
    if random.random() < 0.04: return {'t': 'dynamic', 'v': random.choice([None, UNK])}
    return {'t': t, 'v': rval(t, **kw)}
def prim():
    return random.choice(['string', 'number', 'bool', 'number', 'number'])
FN_ARGS = {
    'abs': lambda: [tv('number')], 'int': lambda: [tv(random.choice(['number', 'number', 'string']))],
    'lower': lambda: [tv(random.choice(['string', 'string', 'number', rtype()]))],
    'upper': lambda: [tv(random.choice(['string', 'string', 'bool', rtype()]))],
    'reverse': lambda: [tv('string')], 'strlen': lambda: [tv('string')],
    'substr': lambda: [tv('string', pnull=0.02, punk=0.02), tv('number', pnull=0.02, punk=0.02), tv('number', pnull=0.02, punk=0.02)],
    'max': lambda: [tv(random.choice(['number', 'number', 'string'])) for _ in range(random.randint(0, 4))],
    'min': lambda: [tv(random.choice(['number', 'number', 'string'])) for _ in range(random.randint(0, 4))],
    'coalesce': lambda: [tv(random.choice([prim(), prim(), rtype()]), pnull=0.4) for _ in range(random.randint(0, 4))],
    'concat': lambda: [tv(random.choice([['list', prim()], ['tuple', [prim() for _ in range(random.randint(0, 2))]], ['list', prim()], rtype()])) for _ in range(random.randint(0, 3))],
    'length': lambda: [tv()], 'hasindex': lambda: [tv(), tv(random.choice(['number', 'string', 'bool']))],
    'jsonencode': lambda: [tv()], 'jsondecode': lambda: [random.choice([tv('string'), {'t': 'string', 'v': random.choice(JSTRS)}, {'t': 'string', 'v': random.choice(JSTRS)}])],
}
for _ in range(N):
    r = random.random()
    if r < 0.35:
        o = random.choice(['+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||'])
        if o in ('==', '!='):
            a = tv(); b = tv() if random.random() < 0.5 else {'t': a['t'], 'v': rval(a['t'])}
        elif o in ('&&', '||'):
            a = tv(random.choice(['bool', 'bool', 'string', 'number'])); b = tv(random.choice(['bool', 'bool', 'string']))
        else:
            a = tv(random.choice(['number', 'number', 'string', 'bool'])); b = tv(random.choice(['number', 'number', 'string']))
        req = {'op': 'binop', 'o': o, 'a': a, 'b': b}
    elif r < 0.42:
        o = random.choice(['!', '-'])
        req = {'op': 'unop', 'o': o, 'a': tv(random.choice(['bool', 'number', 'string', rtype()]))}
    elif r < 0.8:
        f = random.choice(list(FN_ARGS))
        req = {'op': 'call', 'f': f, 'args': FN_ARGS[f]()}
    elif r < 0.93:
        c = tv(random.choice([['list', prim()], ['map', prim()], ['tuple', [prim(), prim()]], rtype()]))
        k = tv(random.choice(['number', 'string', 'bool', 'number']))
        if k['t'] == 'number' and random.random() < 0.6: k['v'] = random.choice([0, 1, 2, -1, 0.5, '1'])
        if k['t'] == 'string' and random.random() < 0.6: k['v'] = random.choice(NAMES + ['0', '1'])
        req = {'op': 'index', 'a': c, 'b': k}
    else:
        req = {'op': 'getattr', 'a': tv(random.choice([['map', prim()], rtype()])), 'n': random.choice(NAMES)}
    print(json.dumps(req, separators=(',', ':'), ensure_ascii=False))
