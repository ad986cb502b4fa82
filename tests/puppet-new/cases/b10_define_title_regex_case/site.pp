define d() {
  case $title {
    /^web-(\d+)$/: { notify { "web ${1}": } }
    /^db-(.*)$/: { notify { "db ${1}": } }
    default: { notify { "other ${title}": } }
  }
}
d { ['web-3', 'db-main', 'cache']: }
