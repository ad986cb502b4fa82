define privmod::thing {
  assert_private()
  notify { "thing ${title}": }
}
