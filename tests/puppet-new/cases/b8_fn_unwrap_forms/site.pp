$sensitive = Sensitive.new("12345")
notice("unwrapped value is ${sensitive.unwrap}")
$non_sensitive = "12345"
notice("value is still ${non_sensitive.unwrap}")
$split = $sensitive.unwrap |$unwrapped| {
  notice("unwrapped value is $unwrapped")
  $unwrapped.split(/3/)
}
notice("split is $split")
