# Validate the ensure parameter of a "file" file resource
type Stdlib::Ensure::File::File = Enum['file', 'absent']
