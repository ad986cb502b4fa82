import json, random, sys
random.seed(int(sys.argv[1])); N = int(sys.argv[2])
UNK = {'$u': True}
def num_lit():
    r = random.random()
    if r < 0.05: return {'lit': {'t': 'number', 'v': None}}
    if r < 0.1: return {'lit': {'t': 'number', 'v': UNK}}
    if r < 0.15: return {'lit': {'t': 'string', 'v': random.choice(['3', 'x', '0.5'])}}
    return {'lit': {'t': 'number', 'v': random.choice([0, 1, 2, 3, 7, -4, 0.1, 2.5, 1e20, '1e30', 10, 3, 12345678901234567890])}}
def seq_lit():
    n = random.randint(0, 5)
    k = random.random()
    if k < 0.4: return {'lit': {'t': ['tuple', ['number'] * n], 'v': list(range(n))}}
    if k < 0.7: return {'lit': {'t': ['list', 'string'], 'v': ['a'] * n}}
    if k < 0.8: return {'lit': {'t': ['set', 'number'], 'v': list(range(n))}}
    if k < 0.9: return {'lit': {'t': ['list', 'number'], 'v': UNK}}
    return {'lit': {'t': 'string', 'v': 'abc'}}
def str_lit():
    return {'lit': {'t': 'string', 'v': random.choice(['hello', 'héllo', '', 'abc😀', 'x' * 30])}}
def num_expr(d=0):
    r = random.random()
    if d >= 3 or r < 0.25: return num_lit()
    if r < 0.4: return {'call': 'length', 'args': [seq_lit()]}
    if r < 0.5: return {'call': 'strlen', 'args': [str_lit()]}
    if r < 0.58: return {'call': 'int', 'args': [num_expr(d+1)]}
    if r < 0.63: return {'call': 'abs', 'args': [num_expr(d+1)]}
    if r < 0.7: return {'call': random.choice(['max', 'min']), 'args': [num_expr(d+1) for _ in range(random.randint(1, 3))]}
    if r < 0.75: return {'un': '-', 'a': num_expr(d+1)}
    return {'bin': random.choice(['+', '-', '*', '/', '%', '+', '*', '/']), 'a': num_expr(d+1), 'b': num_expr(d+1)}
def top():
    r = random.random()
    if r < 0.8: return num_expr()
    if r < 0.9: return {'bin': random.choice(['==', '!=', '<', '>=']), 'a': num_expr(), 'b': num_expr()}
    return {'call': 'jsonencode', 'args': [num_expr()]}
for _ in range(N):
    print(json.dumps({'op': 'expr', 'e': top()}, separators=(',', ':')))
