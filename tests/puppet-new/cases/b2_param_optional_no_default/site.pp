class c(Optional[String] $o) { notice("o=[${o}]") }
include c
