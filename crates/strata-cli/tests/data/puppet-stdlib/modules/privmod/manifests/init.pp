class privmod {
  include privmod::inner
  privmod::thing { 'a': }
}
