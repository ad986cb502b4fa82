class k($role = 'app7') {
  case $role {
    /^web/: { notify { 'web': } }
    default: { notify { "def ${role}": } }
  }
}
include k
