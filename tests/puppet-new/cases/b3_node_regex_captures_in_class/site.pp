node /^web-(\d+)/ { $num = $1 include c }
class c { notice("num=${num}") }
