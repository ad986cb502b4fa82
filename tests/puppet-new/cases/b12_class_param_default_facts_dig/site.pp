class osinfo(
  String $fam = $facts.dig('os', 'family'),
  Optional[String] $rel = $facts.dig('os', 'release', 'major'),
) {
  notify { "fam=${fam} rel=${rel}": }
}
include osinfo
