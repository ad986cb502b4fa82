# the environment for this run
env = "prod"
