class outer { class inner { notice('inner') } }
include outer
include outer::inner
