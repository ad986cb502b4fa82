class privmod::custom {
  assert_private("Use of private class ${name} by ${caller_module_name}")
}
