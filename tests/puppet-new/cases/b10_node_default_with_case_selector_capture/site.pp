node default {
  $role = $facts['networking']['hostname'] ? { /^(\w+?)node$/ => $1, default => 'none' }
  case $role {
    'test': { notify { "role ${role}": } }
    default: { notify { 'other role': } }
  }
}
