class inner1 { notify { 'i1': } }
class inner2 { notify { 'i2': } }
class outer {
  contain inner1
  contain inner2
  Class['inner1'] -> Class['inner2']
}
include outer
