define upc::item (
  Integer $Count = 1,
) {
  notify { "${title} ${Count}": }
}
