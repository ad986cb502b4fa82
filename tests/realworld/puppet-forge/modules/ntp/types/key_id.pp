# See http://doc.ntp.org/4.2.6/authopt.html#controlkey for documentation
# Alternatively: type Ntp::Key_id = Variant[Integer, Pattern['']]
type Ntp::Key_id = Integer[1, 65534]
