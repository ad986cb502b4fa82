# usage: python3 gen_conversions_optional.py SEED COUNT
# Conversions to object types with optional attributes (convoracle "convert" requests), from
# objects and from maps. Reuses the type and value generators of gen_conversions.py.
import json, os, random, sys
here = os.path.dirname(os.path.abspath(__file__))
src = open(os.path.join(here, 'gen_conversions.py')).read().split('out = []')[0]
sys.argv = [sys.argv[0], sys.argv[1], sys.argv[2]]
exec(src)
random.seed(int(sys.argv[1]))
def add_optional(t):
    if isinstance(t, str): return t
    k = t[0]
    if k in ('list', 'set', 'map'): return [k, add_optional(t[1])]
    if k == 'tuple': return ['tuple', [add_optional(x) for x in t[1]]]
    attrs = {n: add_optional(x) for n, x in t[1].items()}
    for extra in ['b', 'z']:
        if random.random() < 0.4: attrs[extra] = rtype(1)
    opt = [n for n in attrs if random.random() < 0.5]
    return ['object', attrs, opt] if opt else ['object', attrs]
for _ in range(int(sys.argv[2])):
    t = rtype()
    if random.random() < 0.5:
        t = ['object', {n: rtype(1) for n in random.sample(NAMES, random.randint(1, 3))}]
    src_ty = t
    to = add_optional(mutate(t))
    if random.random() < 0.3:
        src_ty = ['map', random.choice(['string', 'number'])]
        v = {n: rval(src_ty[1]) for n in random.sample(NAMES, random.randint(0, 3))}
    else:
        v = rval(t, False)
    print(json.dumps({'op': 'convert', 'ty': src_ty, 'v': v, 'to': to}, separators=(',', ':')))
