//! Unit tests live in tests/it/twilight_struggle.
