notify { "x": tag => "abc\n" }
class c {
  tag("one::two\n")
  notify { "y": }
}
include c
notify { "z\n": }
