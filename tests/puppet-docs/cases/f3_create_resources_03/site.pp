create_resources("@@user", $myusers)
