# usage: python3 gen_numbers.py SEED COUNT  (captured with: 20261122 1500)
import random, sys
random.seed(int(sys.argv[1]))
def rnum():
    k = random.random()
    sign = '-' if random.random() < 0.3 else ''
    if k < 0.2:
        return sign + str(random.randint(0, 10**random.randint(1, 30)))
    if k < 0.5:
        i = str(random.randint(0, 10**random.randint(0, 8)))
        f = ''.join(random.choice('0123456789') for _ in range(random.randint(1, 25)))
        return sign + i + '.' + f
    if k < 0.7:
        m = str(random.randint(1, 10**random.randint(1, 20)))
        return sign + m + 'e' + str(random.randint(-350, 350))
    if k < 0.8:
        i = str(random.randint(0, 999))
        f = ''.join(random.choice('0123456789') for _ in range(random.randint(60, 200)))
        return sign + i + '.' + f
    if k < 0.9:
        return sign + random.choice(['0', '1', '2', '3', '5', '7', '10', '0.1', '0.2', '0.3', '0.5', '1.5', '2.5', '100', '1e21', '1e-7', '5.1', '11'])
    m = str(random.randint(1, 10**random.randint(1, 5)))
    return sign + m + 'e' + str(random.choice([-1000, -600, -400, 400, 600, 1000, -5000, 3000]))
ops = ['add', 'sub', 'mul', 'div', 'mod', 'lt', 'parse']
lines = []
for _ in range(int(sys.argv[2])):
    op = random.choice(ops)
    if op == 'parse':
        lines.append(f'parse {rnum()}')
    else:
        lines.append(f'{op} {rnum()} {rnum()}')
print('\n'.join(lines))
