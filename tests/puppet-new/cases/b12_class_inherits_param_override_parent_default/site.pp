class base($level = 'base') { notify { "base level ${level}": } }
class child inherits base {
  notify { "child sees ${level} ${base::level}": }
}
include child
