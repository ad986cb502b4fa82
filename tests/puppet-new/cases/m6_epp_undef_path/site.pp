# epp() checks its 'path' parameter (String) before looking for a template: undef fails with
# the dispatcher's message, not "Could not find template"
include app
