# usage: python3 gen_numbers_long.py SEED COUNT  (captured with: 99 3000)
import random, sys
random.seed(int(sys.argv[1]))
def digits(n): return ''.join(random.choice('0123456789') for _ in range(n))
def rnum():
    k = random.random()
    sign = '-' if random.random() < 0.3 else ''
    if k < 0.3:
        return sign + str(random.randint(1,9)) + digits(random.randint(1000, 1500)) + 'e' + str(random.randint(-2000, 100))
    if k < 0.6:
        return sign + str(random.randint(1, 10**random.randint(1, 40))) + 'e' + str(random.randint(-260, -240))
    if k < 0.8:
        return sign + '0.' + '0'*random.randint(0,5) + digits(random.randint(150, 170))
    return sign + str(2**random.randint(0, 600)) + 'e-' + str(random.randint(0, 30))
lines = []
for _ in range(int(sys.argv[2])):
    op = random.choice(['add','sub','mul','div','mod','parse','parse'])
    lines.append(f'parse {rnum()}' if op == 'parse' else f'{op} {rnum()} {rnum()}')
print('\n'.join(lines))
