define d() {
  tag('bad tag')
}
d { 'x': }
