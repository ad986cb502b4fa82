tags {
  team = "core"
  tier = 2
}
