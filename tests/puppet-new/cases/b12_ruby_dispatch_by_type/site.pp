notice(r12a::describe('text'))
notice(r12a::describe(42))
notice(r12a::describe([1, 'two']))
notice(r12a::describe({ 'k' => 'v' }))
