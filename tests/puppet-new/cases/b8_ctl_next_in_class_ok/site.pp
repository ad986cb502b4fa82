class does_next {
  if 1 == 1 { next() }
}
include does_next
