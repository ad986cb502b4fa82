class privmod::inner {
  assert_private()
  notice("inner: ${module_name} ${caller_module_name}")
}
