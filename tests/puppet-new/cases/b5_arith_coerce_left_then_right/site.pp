# ArithmeticOperator#calculate coerces the left operand, then the right one: a numeric string
# on the left warns (fails under strict) before the right one's NOT_NUMERIC
notify { 'x': message => String('1' + 'a') }
