class outer { notice('outer start') include inner notice('outer end') }
class inner { notice('inner') }
include outer
