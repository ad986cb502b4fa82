exec {'echo foo':
  command => 'cmd.exe /c echo "foo"',
}
