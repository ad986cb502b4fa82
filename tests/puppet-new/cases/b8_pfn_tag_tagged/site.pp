class foo {
  tag 'one', 'two'
  notice(tagged('one'))
  notice(tagged('One'))
  notice(tagged('one', 'two'))
  notice(tagged('one', 'three'))
  notice(tagged('foo'))
}
include foo
