class c {
  tag('fine', 'bad tag')
}
include c
