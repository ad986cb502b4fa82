class c {
  tag('bad tag')
}
class { 'c': }
