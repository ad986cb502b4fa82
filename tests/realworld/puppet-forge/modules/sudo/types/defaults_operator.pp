# @summary custom datatype that validates sudo defaults operators
type Sudo::Defaults_operator = Enum['=','+=','-=','!']
