# @summary Defines systemd boolean type representation
type Systemd::Boolean = Variant[Systemd::Boolean::True, Systemd::Boolean::False]
